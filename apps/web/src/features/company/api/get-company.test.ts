import { companyDataElementId } from '@flexplan/domain/company/page-data';
import { describe, expect, it } from 'vitest';
import { readInlinedCompany } from './get-company';
import { startLanguages } from '../../../shared/i18n/i18n';
import { readPageData } from '../../../shared/api/page-data';

/** A page as the server writes it (apps/server/src/plugins/index-page.ts), with a data block in its head. */
function pageWith(block: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${block}</head><body></body></html>`, 'text/html');
}

const acme = { slug: 'acme', name: 'Acme </script> & co', languages: ['ca', 'en'], isLanguageFeatureOn: true };
// What the server writes: `<`, `>` and `&` as \u escapes, so the name cannot end the element.
const escaped = JSON.stringify(acme).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const acmePage = () => pageWith(`<script type="application/json" id="${companyDataElementId}">${escaped}</script>`);

describe('the data the server writes into index.html', () => {
  it('reads the company block back as the API would have answered it', () => {
    expect(readPageData(companyDataElementId, acmePage())).toEqual(acme);
    expect(readInlinedCompany(acmePage())).toEqual(acme);
  });

  it('reads nothing from a page without the block, a block that does not parse, or an element of another kind', () => {
    expect(readInlinedCompany(pageWith(''))).toBeNull();
    expect(readPageData(companyDataElementId, pageWith(`<script type="application/json" id="${companyDataElementId}">{"slug":</script>`))).toBeNull();
    expect(readPageData(companyDataElementId, pageWith(`<template id="${companyDataElementId}">{"slug":"acme"}</template>`))).toBeNull();
    expect(readPageData(companyDataElementId, pageWith(`<script type="text/plain" id="${companyDataElementId}">{"slug":"acme"}</script>`))).toBeNull();
  });

  it('takes no company from a block without its shape: the app then asks the API', () => {
    expect(readInlinedCompany(pageWith(`<script type="application/json" id="${companyDataElementId}">{"name":"Acme"}</script>`))).toBeNull();
  });

  it('starts in one of the languages the inlined company offers, else among all of them', () => {
    expect(startLanguages(acmePage())).toEqual(['ca', 'en']);
    expect(startLanguages(pageWith(''))).toEqual(['es', 'ca', 'en', 'pt']);
    expect(startLanguages(pageWith(`<script type="application/json" id="${companyDataElementId}">{"languages":["xx"]}</script>`))).toHaveLength(4);
  });
});
