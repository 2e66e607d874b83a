# The school's server in a container: built in one stage, run from the compiled output in another,
# as a non-root user, with its data (the embedded database, nightly backups) in a volume.
# The base image is a build argument: `--build-arg NODE_IMAGE=node:22-slim` (the default).
ARG NODE_IMAGE=node:22-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 10001 school \
    && useradd --system --uid 10001 --gid school --home-dir /app --shell /usr/sbin/nologin school \
    && mkdir -p /data && chown school:school /data
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# The compiled server (with the migrations it applies at start), the web app and its server renderer.
COPY --from=build /app/dist ./dist
USER school
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The flags of package.json's config.serverNodeFlags (a small heap for a small machine): node itself
# is PID 1, so stop signals reach the server (npm start would sit in between).
CMD ["node", "--max-semi-space-size=2", "--max-old-space-size=256", "--liftoff-only", "dist/server/server.js"]
