import { defineProject } from 'vitest/config';

// The start and test runners' helpers.
export default defineProject({ test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } });
