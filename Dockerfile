# The shop as one image: the compiled server (apps/server/dist, run by plain node), the built storefront and console,
# and the server's production dependencies only. It runs as the unprivileged `node` user and needs an external
# PostgreSQL (DATABASE_URL); see docker-compose.yml and the README's "Containers" section.
#   docker build -t mall .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… mall

# 1. Everything needed to build: all workspaces' dependencies, then the server, storefront and console builds.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/storefront/package.json apps/storefront/
COPY apps/console/package.json apps/console/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies alone (no vitest, no vite, no browsers).
FROM node:26-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --workspace @mall/server --include-workspace-root=false --no-audit --no-fund

# 3. What runs.
FROM node:26-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=false
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/storefront/dist apps/storefront/dist
COPY --from=build /app/apps/console/dist apps/console/dist
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/apps/server
EXPOSE 3000
# Readiness: the database answers and every migration ran.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) finishes the requests in flight before the process exits.
STOPSIGNAL SIGTERM
# A young generation of 8 MB semi-spaces, two malloc arenas, big blocks mapped apart (decision 0023, revised in issue 25).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
CMD ["node", "--max-semi-space-size=8", "dist/main.js"]
