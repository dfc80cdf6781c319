# syntax=docker/dockerfile:1
# Shutterday's production image: the built shell and remotes, and the server as one JavaScript bundle
# (no TypeScript at run time). One image for every role: ROLE=api, ROLE=worker or ROLE=all.
# Written to the repository's build commands but not built in its checks (no container runtime there):
# see docs/deployment.md before relying on it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=1
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile
# The shell and the four remotes (webpack), without the bundle-size measurement `npm run build` adds.
RUN pnpm exec tsx packages/tooling/src/tasks/build.ts --no-measure
# The server bundle, as `npm start` makes it: packages/server/dist/server/main.mjs.
RUN node --import tsx --input-type=module -e "const { buildServer } = await import('./packages/tooling/src/lib/build-server.ts'); await buildServer();"
# Only the production dependencies stay (the server's, with sharp's and argon2's native code).
RUN pnpm install --frozen-lockfile --prod

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Liveness only (the process answers); /api/health is the readiness check a load balancer asks.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "packages/server/dist/server/main.mjs"]
