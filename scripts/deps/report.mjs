// @ts-check

/**
 * The text deps:check prints, one function per part, each returning lines. The advisory part is
 * printed last: CI logs are read from the tail, and it is the part that fails the run.
 */

/**
 * @typedef {import('./outdated.mjs').OutdatedDependency} OutdatedDependency
 * @typedef {import('./patchDryRun.mjs').PatchResult} PatchResult
 * @typedef {import('./matchAdvisories.mjs').AdvisoryMatches} AdvisoryMatches
 * @typedef {import('./matchAdvisories.mjs').Finding} Finding
 */

/**
 * @param {{ outdated: OutdatedDependency[], checked: number, unknown: string[] }} result
 * @returns {string[]}
 */
export function formatOutdated({ outdated, checked, unknown }) {
  /** @type {string[]} */
  const lines = []
  if (outdated.length === 0) {
    lines.push(`  ✔ all ${checked} direct dependencies are on their latest release`)
  } else {
    const rows = outdated.map((d) => [d.workspace, d.name, `${d.installed} → ${d.latest}`, d.kind])
    const header = ['workspace', 'package', 'lock → latest', 'declared in']
    lines.push(...table([header, ...rows]).map((row) => `  ${row}`))
    lines.push(`  ${outdated.length} of ${checked} direct dependencies have a newer release`)
  }
  if (unknown.length > 0) lines.push(`  ⚠ not found on the registry: ${unknown.join(', ')}`)
  return lines
}

/**
 * @param {PatchResult[]} results
 * @returns {string[]}
 */
export function formatPatchDryRun(results) {
  /** @type {string[]} */
  const lines = []
  for (const { file, targets, hunks } of results) {
    const against = targets.filter((t) => t.version !== null).map((t) => `${t.name}@${t.version}`)
    for (const target of targets) {
      if (target.error !== null)
        lines.push(`  ⚠ ${file}: ${target.name} not fetched, its hunks not checked: ${target.error}`)
    }
    if (against.length === 0) continue
    const failed = hunks.filter((hunk) => hunk.failure !== null)
    lines.push(
      failed.length === 0
        ? `  ✔ ${file}: all ${hunks.length} hunks apply to ${against.join(', ')}`
        : `  ⚠ ${file}: ${failed.length} of ${hunks.length} hunks do not apply to ${against.join(', ')}`,
    )
    for (const hunk of failed) {
      lines.push(`      ${hunk.path}, hunk ${hunk.number} of ${hunk.count} (${hunk.range}): ${hunk.failure}`)
    }
  }
  return lines
}

/**
 * @param {AdvisoryMatches} matches
 * @param {{ advisories: number, installed: number, advisoryFile: string, lockFile: string,
 *   requiredBy: (path: string) => string[] }} context what was checked, for the last line; what pulled
 *   a matching folder in (a transitive dependency is upgraded through its parent or an override)
 * @returns {string[]}
 */
export function formatAdvisoryMatches({ findings, unchecked }, context) {
  /** @type {string[]} */
  const lines = []
  /** @type {Map<string, Finding[]>} */
  const byFolder = new Map()
  for (const finding of findings) {
    byFolder.set(finding.installed.path, [...(byFolder.get(finding.installed.path) ?? []), finding])
  }
  for (const [folder, folderFindings] of byFolder) {
    const { name, version } = /** @type {Finding} */ (folderFindings[0]).installed
    const parents = context.requiredBy(folder)
    lines.push(`  ✖ ${name} ${version} at ${folder}${parents.length > 0 ? ` (required by ${parents.join(', ')})` : ''}`)
    for (const { advisory } of folderFindings) {
      const fixed = advisory.fixed === null ? 'no fixed release yet' : `fixed in ${advisory.fixed}`
      lines.push(`      ${advisory.id} (${advisory.severity}, ${advisory.vulnerable}): ${fixed}. ${advisory.summary}`)
      lines.push(`      ${advisory.url}`)
    }
  }
  for (const pkg of unchecked) {
    lines.push(`  ⚠ ${pkg.name} at ${pkg.path}: version "${pkg.version ?? ''}" is not semver; check it by hand`)
  }
  const scope = `${context.advisories} advisories of ${context.advisoryFile} against ${context.installed} packages in ${context.lockFile}`
  lines.push(
    findings.length === 0
      ? `  ✔ no match: ${scope}`
      : `  ✖ ${byFolder.size} installed ${byFolder.size === 1 ? 'package matches' : 'packages match'} ${new Set(findings.map((f) => f.advisory.id)).size} listed advisories (${scope}); upgrade to a fixed version, see docs/security/README.md`,
  )
  return lines
}

/**
 * Columns padded to their widest cell.
 *
 * @param {string[][]} rows
 * @returns {string[]}
 */
function table(rows) {
  /** @type {number[]} */
  const widths = []
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)))
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  )
}
