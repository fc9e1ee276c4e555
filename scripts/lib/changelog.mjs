// Reading what `changeset version` did to a copy of the workspace: which packages it versioned, and the changelog
// section it wrote for each.

/**
 * The packages whose version differs between two readings of the workspace's package.json files.
 *
 * @param {Map<string, { name?: string, version?: string, private?: boolean }>} before by path
 * @param {Map<string, { name?: string, version?: string, private?: boolean }>} after by path
 * @returns {{ path: string, name: string, from: string | undefined, to: string }[]}
 */
export function versionedPackages(before, after) {
  const versioned = [];
  for (const [path, next] of after) {
    const previous = before.get(path);
    if (next.name && next.version && next.version !== previous?.version)
      versioned.push({ path, name: next.name, from: previous?.version, to: next.version });
  }
  return versioned.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The section of a changelog under `## {version}`, heading included, up to the next version's heading; undefined
 * when there is none.
 *
 * @param {string} changelog
 * @param {string} version
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `## ${version}`);
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .trimEnd();
}
