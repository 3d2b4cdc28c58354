// Mantine's Tooltip as a module of its own, for deferred-tooltip.tsx to load lazily.
export { Tooltip as default } from '@mantine/core';
