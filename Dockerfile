# One build, two images: `--target api` and `--target gateway` (which also serves the web app).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 API_HOST=0.0.0.0 API_PORT=4001
COPY --from=build /app /app
USER node
EXPOSE 4001
CMD ["node", "--import", "tsx", "api/src/server.ts"]

FROM node:20-bookworm-slim AS gateway
WORKDIR /app
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=4000
COPY --from=build /app /app
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
