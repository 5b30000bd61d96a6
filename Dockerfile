# Trilha in a container: one API process per container, an external PostgreSQL (DATABASE_URL) and S3-compatible
# storage (STORAGE=s3); see compose.yaml and the README's "Production" section. Written for any OCI builder
# (docker build, podman, buildah); the machines this project is developed on run no container engine.

# --- build: install everything, build the web app and the compiled server -------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server \
  && npm prune --omit=dev --no-audit --no-fund

# --- run: the compiled server, the built web app and production dependencies, as a non-root user -------------------
FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/trilha
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /var/lib/trilha && chown node:node /var/lib/trilha
USER node
EXPOSE 3000
# liveness never touches the database: an outage of PostgreSQL restarts no container
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# migrations run under an advisory lock at every start; `npm run migrate` runs them alone as a release step
CMD ["node", "apps/server/dist/main.js"]
