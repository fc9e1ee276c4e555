#!/usr/bin/env node
// The command's entry, committed so pnpm can link it before the package is built (a bin pointing into dist/ made
// every fresh install warn "Failed to create bin"); the CLI itself is the built dist/cli.js.
import '../dist/cli.js';
