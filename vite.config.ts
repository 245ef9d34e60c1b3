import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { embedScript } from './vite.embed-script'
import { shellChunk } from './vite.shell-chunk'

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * lucide-react's icons made by app/lib/icons/create-lucide-icon.ts: the same SVG, without the attributes CSS gives
 * once.
 */
const leanLucideIcons: Plugin = {
  name: 'lean-lucide-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    if (/^\.\.?\/createLucideIcon\.js$/.test(source) && importer?.includes('/lucide-react/dist/esm/'))
      return fileURLToPath(new URL('app/lib/icons/create-lucide-icon.ts', import.meta.url))
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  // The app runs under `wrangler dev` on this build (see docs/decisions), so no Vite dev proxy is needed.
  plugins: [
    leanLucideIcons,
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    tailwindcss(),
    embedScript(),
  ],
  ssr: {
    target: 'webworker',
    resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] },
    // Bundled here rather than by wrangler, so the server draws the same icons as the browser (leanLucideIcons).
    noExternal: ['lucide-react'],
  },
  resolve: { mainFields: ['browser', 'module', 'main'] },
  build: {
    minify: true,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            onlyExplicitManualChunks: true,
            manualChunks: shellChunk({
              name: 'shell',
              root: /\/app\/root\.tsx$/,
              entry: /\/app\/entry\.client\.tsx$/,
              home: { name: 'home', route: /\/app\/routes\/_index\.tsx$/ },
            }),
          },
        },
  },
}))
