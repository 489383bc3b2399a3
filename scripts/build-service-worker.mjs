// `npm run build` runs this first: the service worker (lib/pwa/worker) into public/sw.js.
import { buildServiceWorker } from './lib/serviceWorker.mjs'

await buildServiceWorker()
