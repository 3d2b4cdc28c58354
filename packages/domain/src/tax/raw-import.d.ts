/**
 * Vite/Vitest's `?raw` import: a file's text as a string. Tests read the fixture this way, so
 * the domain stays free of node:fs even in its tests (the lint rule covers the whole package).
 */
declare module '*?raw' {
  const text: string;
  export default text;
}
