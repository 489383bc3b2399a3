// @ts-check
/**
 * The wrk script of the alert burst's residents (burst.mjs). wrk has no hook per connection, so the
 * cookie is chosen per request: each thread takes its own share of the tokens and walks it in turn,
 * so the requests in flight at once (one per connection) carry as many different residents. Each
 * resident first opens the bell, then, on the next pass over the share, a cabinet page; their
 * answers are counted by status in Lua, since wrk's own count of errors leaves out redirects and a
 * cabinet page whose session is refused redirects to sign-in. A bell's answer is also counted when
 * it carries GraphQL errors: the gateway answers 200 with `errors` when a field failed (the CMS not
 * answering in time), so its status alone would hide the failure. To read it, the bell is asked for
 * without gzip (a few kilobytes of JSON); the cabinet pages are gzipped as a browser asks for them.
 */
import { writeFileSync } from 'node:fs'

import { BELL_BODY, BELL_PATH, bellHeaders } from './bell.mjs'

/** @param {string} value */
const lua = (value) => JSON.stringify(value)

/**
 * Writes the script to `file` and the residents' tokens, one a line, to `tokensFile` (owner-only).
 *
 * @param {{ file: string, tokensFile: string, tokens: string[], threads: number, cabinetPaths: string[], origin: string }} options
 */
export function writeBurstScript({ file, tokensFile, tokens, threads, cabinetPaths, origin }) {
  writeFileSync(tokensFile, `${tokens.join('\n')}\n`, { mode: 0o600 })
  const bellHeaderLines = Object.entries(bellHeaders(origin))
    .map(([name, value]) => `    [${lua(name)}] = ${lua(value)},`)
    .join('\n')
  const script = `
local TOKENS_FILE = ${lua(tokensFile)}
local THREADS = ${threads}
local BELL_PATH = ${lua(BELL_PATH)}
local BELL_BODY = ${lua(BELL_BODY)}
local CABINET = { ${cabinetPaths.map(lua).join(', ')} }

local threads = {}
function setup(thread)
  thread:set("slot", #threads)
  table.insert(threads, thread)
end

local mine = {}
local sent = 0
statuses = {}
bellErrors = 0

function init(args)
  local i = 0
  for line in io.lines(TOKENS_FILE) do
    if line ~= "" then
      if i % THREADS == slot then table.insert(mine, line) end
      i = i + 1
    end
  end
end

-- Headers given to wrk.format replace wrk.headers (all but Host), so each request names all of its own.
function request()
  local k = sent % #mine
  local pass = math.floor(sent / #mine)
  sent = sent + 1
  local cookie = "token=" .. mine[k + 1] .. "; signed_in=1"
  if pass % 2 == 0 then
    local headers = {
${bellHeaderLines}
    ["Cookie"] = cookie,
    }
    return wrk.format("POST", BELL_PATH, headers, BELL_BODY)
  end
  return wrk.format("GET", CABINET[(k % #CABINET) + 1], { ["Accept-Encoding"] = "gzip", ["Cookie"] = cookie })
end

-- Only the bell's answers are plain JSON; the cabinet pages' are gzipped HTML.
function response(status, headers, body)
  if status ~= 200 then
    statuses[status] = (statuses[status] or 0) + 1
  elseif string.sub(body, 1, 1) == "{" and string.find(body, '"errors"', 1, true) then
    bellErrors = bellErrors + 1
  end
end

-- Two lines the bench reads: every status other than 200 with its count, and the bell's answers with errors.
function done(summary, latency, requests)
  local counts = {}
  local bell = 0
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do counts[status] = (counts[status] or 0) + count end
    bell = bell + thread:get("bellErrors")
  end
  local parts = {}
  for status, count in pairs(counts) do table.insert(parts, status .. "=" .. count) end
  io.write("burst answers other than 200: " .. table.concat(parts, " ") .. "\\n")
  io.write("burst bell answers with errors: " .. bell .. "\\n")
end
`
  writeFileSync(file, script)
  return file
}

/**
 * The script's own count from wrk's output: the answers other than 200 by status, their sum, of
 * those the redirects, and the bell's answers with GraphQL errors.
 *
 * @param {string} out
 */
export function parseBurstAnswers(out) {
  const match = /burst answers other than 200:(.*)/.exec(out)
  const bell = /burst bell answers with errors: (\d+)/.exec(out)
  if (!match || !bell) throw new Error('wrk printed no burst answers: the script did not run to its end')
  /** @type {Record<string, number>} */
  const byStatus = {}
  for (const [, status, count] of (match[1] ?? '').matchAll(/(\d+)=(\d+)/g)) byStatus[String(status)] = Number(count)
  const sum = (/** @type {(status: number) => boolean} */ which) =>
    Object.entries(byStatus).reduce((total, [status, count]) => total + (which(Number(status)) ? count : 0), 0)
  return {
    notOk: sum(() => true),
    redirects: sum((status) => status >= 300 && status < 400),
    byStatus,
    bellErrors: Number(bell[1]),
  }
}
