/** Message keys of the employee import, translated by the web app like the record's. */
export const importMessages = {
  money: 'employeeImport.errors.money',
  number: 'employeeImport.errors.number',
  yesNo: 'employeeImport.errors.yesNo',
  unknownCollective: 'employeeImport.errors.unknownCollective',
  unknownOffice: 'employeeImport.errors.unknownOffice',
  unknownLegalEntity: 'employeeImport.errors.unknownLegalEntity',
  duplicateInFile: 'employeeImport.errors.duplicateInFile',
  belongsToAnother: 'employeeImport.errors.belongsToAnother',
  ambiguousMatch: 'employeeImport.errors.ambiguousMatch',
  missingColumn: 'employeeImport.errors.missingColumn',
  unreadableCell: 'employeeImport.errors.unreadableCell',
} as const;

/** The most rows one import takes; a bigger file is refused with 413. */
export const MAX_IMPORT_ROWS = 10_000;
/** The largest file one import takes. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * What a file reader puts in a cell it cannot read as data: a formula with no cached result, an
 * error value (#DIV/0!). The row is refused with `unreadableCell` in that column.
 */
export const UNREADABLE_CELL = '\u0000unreadable';
