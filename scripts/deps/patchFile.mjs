// @ts-check

/**
 * A patch-package file read as git diff text: one section per changed file of an installed package
 * (`a/node_modules/next/dist/…`), each cut into hunks that can be checked one by one.
 */

/**
 * @typedef {object} Hunk
 * @property {string} range the hunk's `@@ -a,b +c,d @@` line without the function context after it
 * @property {string[]} lines the `@@` line and the hunk's body
 */

/**
 * @typedef {object} FilePatch
 * @property {string} path the file's path below the patch's `a/` and `b/` prefixes, e.g. `node_modules/next/dist/x.js`
 * @property {string} packageDir the installed package's folder, e.g. `node_modules/next`
 * @property {string} packageName e.g. `next`, `@scope/name`
 * @property {string} pathInPackage e.g. `dist/x.js`
 * @property {boolean} createsFile the file is new (`--- /dev/null`): there is nothing to extract
 * @property {string[]} header the lines from `diff --git` to `+++`
 * @property {Hunk[]} hunks
 */

const HUNK_RANGE = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/
/** The last `node_modules/<name>` or `node_modules/@scope/<name>` of a path, and the rest. */
const PACKAGE_PATH = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\/(.+)$/

/**
 * @param {string} text the patch file
 * @returns {FilePatch[]}
 */
export function parsePatch(text) {
  const lines = text.split('\n')
  /** @type {FilePatch[]} */
  const files = []
  /** @type {FilePatch | undefined} */
  let current
  let index = 0
  while (index < lines.length) {
    const line = /** @type {string} */ (lines[index])
    if (line.startsWith('diff --git ')) {
      current = {
        path: '',
        packageDir: '',
        packageName: '',
        pathInPackage: '',
        createsFile: false,
        header: [line],
        hunks: [],
      }
      files.push(current)
      index++
    } else if (current && line.startsWith('@@')) {
      const hunk = readHunk(lines, index)
      current.hunks.push(hunk)
      index += hunk.lines.length
    } else {
      if (current && current.hunks.length === 0) current.header.push(line)
      index++
    }
  }
  return files.map(withPaths)
}

/**
 * The hunk starting at `lines[start]`: exactly as many lines as its range counts (so a removed line
 * that happens to read `-- x` or a context line `diff` is never taken for a header), plus a
 * trailing `\ No newline at end of file`.
 *
 * @param {string[]} lines
 * @param {number} start
 * @returns {Hunk}
 */
function readHunk(lines, start) {
  const header = /** @type {string} */ (lines[start])
  const range = HUNK_RANGE.exec(header)
  if (!range) throw new Error(`not a hunk header: ${header.slice(0, 80)}`)
  let oldLeft = Number(range[1] ?? 1)
  let newLeft = Number(range[2] ?? 1)
  let index = start + 1
  while ((oldLeft > 0 || newLeft > 0) && index < lines.length) {
    const marker = /** @type {string} */ (lines[index])[0]
    if (marker === '-') oldLeft--
    else if (marker === '+') newLeft--
    else if (marker !== '\\') {
      // A context line (some editors strip the space of an empty one).
      oldLeft--
      newLeft--
    }
    index++
  }
  if (lines[index]?.startsWith('\\')) index++
  return { range: range[0], lines: lines.slice(start, index) }
}

/**
 * @param {FilePatch} file
 * @returns {FilePatch}
 */
function withPaths(file) {
  const from = file.header.find((line) => line.startsWith('--- '))?.slice(4)
  const to = file.header.find((line) => line.startsWith('+++ '))?.slice(4)
  const createsFile = from === '/dev/null'
  const prefixed = (createsFile ? to : from) ?? file.header[0]?.split(' ')[2] ?? ''
  const filePath = prefixed.replace(/^[ab]\//, '')
  const match = PACKAGE_PATH.exec(filePath)
  if (!match) throw new Error(`${filePath} is not inside a node_modules package`)
  const [, packageDir = '', packageName = '', pathInPackage = ''] = match
  return { ...file, path: filePath, packageDir, packageName, pathInPackage, createsFile }
}

/**
 * The text `git apply` needs to check one hunk on its own: the file's header, then the hunk.
 *
 * @param {FilePatch} file
 * @param {Hunk} hunk
 */
export function hunkAsPatch(file, hunk) {
  return [...file.header, ...hunk.lines, ''].join('\n')
}
