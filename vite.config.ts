import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside each built script, style and SVG, once, at their best ratio; the
 * server sends them to browsers that accept them (@fastify/static preCompressed), so a phone on a
 * slow network downloads about a third of the bytes (docs/decisions.md S47).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'waymark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'favicon.svg'].filter((f) => /\.(js|css|svg)$/.test(f));
      for (const file of files) {
        const path = join(outDir, file);
        let source: Buffer;
        try {
          source = readFileSync(path);
        } catch {
          continue;
        }
        if (source.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * sonner appends an inline <style> with its CSS when it loads, which the style CSP refuses (no
 * 'unsafe-inline', no nonce): one refused style on every page. The same CSS ships as a file
 * (`sonner/dist/styles.css`, imported by main.tsx), so the build drops the inline copy; a sonner that
 * inserts its CSS differently fails the build instead of logging again (docs/decisions.md S91).
 */
function sonnerWithoutInlineStyle(): Plugin {
  const inserter =
    /function __insertCSS\(code\) \{\n\s*if \(!code \|\| typeof document == 'undefined'\) return/;
  return {
    name: 'waymark-sonner-without-inline-style',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!inserter.test(code))
        throw new Error('sonner no longer inserts its CSS as expected: see vite.config.ts');
      return { code: code.replace(inserter, 'function __insertCSS(code) {\n  return'), map: null };
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle(), precompress()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    // Host stays localhost:5173 so the API's same-origin check sees the page's own origin.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
});
