# syntax=docker/dockerfile:1
# The Scrims server image: the built web app, the API and Socket.IO in one process on port 3000.
# Multi-stage: dependencies and the web build happen in throw-away stages; the last stage holds
# production dependencies, the server bundle and the built web app, and runs as `node`.
# compose.yaml runs two replicas of it behind nginx (deploy/nginx/scrims.conf.template), the
# same shape `npm run test:cluster` tests on one machine.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server's production dependencies only (the web app ships as static files).
RUN npm ci --omit=dev --workspace @scrims/server --no-audit --no-fund && npm cache clean --force
COPY apps/server/drizzle apps/server/drizzle
# The server bundle (`npm run build`: esbuild, @scrims/shared inlined, native packages external).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Local uploads and the embedded database when no DATABASE_URL is given (one replica only then).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready: database and Redis answer, migrations applied, not shutting down (docs/operations.md,
# Monitoring).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/apps/server
# The same start as `npm start` and the cluster test (scripts/lib.mjs serverCommand). Exec form:
# the server is PID 1 and gets `docker stop`'s SIGTERM, which drains it
# (docs/operations.md, Shutdown and the embedded database).
CMD ["node", "dist/server.js"]
