/**
 * V8's explicit compile hint on every client chunk of a production build
 * (docs/decisions/0062-compile-hints.md). A script whose first line is this comment has all its
 * functions compiled while it downloads, on a background thread, instead of each one on the main
 * thread the first time it is called. Every chunk of ours runs as soon as it arrives (the page's
 * own at start, Leaflet when the map mounts), so that first call is always at load; what it saves
 * on a phone is measured in docs/perf/2026-11-30-compile-hints.md. Browsers without the hint read
 * an ordinary comment.
 *
 * Added through next.config's documented `webpack` hook with webpack's own BannerPlugin, after
 * minification (which would drop the comment) and before the content hash (so the file names
 * still change with their content). next.config.ts loads this module, so it imports nothing.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The client's JavaScript chunks, as webpack names the assets of a Next client build. */
const CLIENT_CHUNK = /^static\/chunks\/.+\.js$/

/** The part of webpack that next.config's hook hands over and this module uses. */
export type WebpackApi = {
  BannerPlugin: new (options: { banner: string; raw: boolean; test: RegExp; stage: number }) => unknown
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number }
}

/** The BannerPlugin that puts COMPILE_HINT on the first line of every client chunk. */
export function compileHintPlugin(webpack: WebpackApi) {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: CLIENT_CHUNK,
    // Minification runs at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE and the real content hash later.
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
  })
}
