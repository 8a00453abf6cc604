import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// The SPA lives in client/; the Express server serves dist/client in production
// and mounts Vite as middleware in development (one port for both).
export default defineConfig({
  root: path.join(rootDir, "client"),
  envDir: rootDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(rootDir, "client/src"),
      "@shared": path.join(rootDir, "shared"),
    },
  },
  build: {
    outDir: path.join(rootDir, "dist/client"),
    emptyOutDir: true,
  },
});
