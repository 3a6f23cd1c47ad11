# syntax=docker/dockerfile:1
# Multi-stage: deps → build → production deps → slim runtime (non-root, real init, health check).

# The one Node.js version of the project (.node-version; test/node-version.test.ts keeps them equal).
ARG NODE_VERSION=22.23.3

# better-sqlite3 downloads a prebuilt binary when it can and compiles itself when it can't (no route to its
# release host): the build stages carry the compiler so either way works. The runtime stage does not.
FROM node:${NODE_VERSION}-bookworm-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

FROM toolchain AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM toolchain AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# A small young generation and two malloc arenas that give memory back: less memory for the same throughput
# (docs/decisions/005-memory.md, scripts/server-process.ts).
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=2 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY public ./public
COPY content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness (/healthz): the process answers; route on it. Readiness (/readyz: a visitor's message could be saved
# now) is for alerts: a database outage or a full disk should neither restart the container nor take its pages
# out of the proxy (README, "Health").
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/index.js"]
