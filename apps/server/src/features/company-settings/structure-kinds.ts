import type { AuditAction, AuditTable } from '@flexplan/domain/audit/audit-api';
import type { StructureKind } from '@flexplan/domain/company/company-structure-api';

/** The column of another table that points at a unit, and that table's company column. */
export interface PointingColumn {
  table: string;
  column: string;
  /** The column that, with this one, is unique (a message names a collective once): a row already naming the target is dropped, not moved. */
  uniqueWith?: string;
}

/** What differs between the three kinds of unit: the table, the columns that point at it, the audit names. */
export interface StructureKindInfo {
  table: AuditTable & ('legal_entities' | 'offices' | 'collectives');
  /** users' column naming the unit. */
  userColumn: string;
  /** Every other column naming it (a collective's benefits, contracts and news); a merge moves them too. */
  others: PointingColumn[];
  actionPrefix: 'legalEntity' | 'office' | 'collective';
  notFound: string;
}

// Fixed names only: they are put into SQL as identifiers (structure.repository.ts), never from input.
export const structureKindInfo: Record<StructureKind, StructureKindInfo> = {
  'legal-entities': { table: 'legal_entities', userColumn: 'legal_entity_id', others: [], actionPrefix: 'legalEntity', notFound: 'legalEntity' },
  offices: { table: 'offices', userColumn: 'office_id', others: [], actionPrefix: 'office', notFound: 'office' },
  collectives: {
    table: 'collectives',
    userColumn: 'collective_id',
    others: [
      { table: 'benefits', column: 'collective_id' },
      { table: 'contracts', column: 'collective_id' },
      { table: 'news_message_collectives', column: 'collective_id', uniqueWith: 'news_message_id' },
    ],
    actionPrefix: 'collective',
    notFound: 'collective',
  },
};

export const actionOf = (info: StructureKindInfo, verb: 'created' | 'renamed' | 'merged' | 'deleted') => `${info.actionPrefix}.${verb}` as AuditAction;
