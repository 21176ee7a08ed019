# The built app behind Debian's nginx with the configuration the build writes (docs/deploying.md).
# Not built by this repository's CI (no Docker there): the configuration itself is what the
# browser tests run behind nginx (the `nginx` project).
#
#   docker build --build-arg VITE_SIGNATURE_ORIGIN=https://assinatura.example.com -t fgts-app .
#   docker run -p 8080:8080 -e SERVER_NAME=.fgtsja.example -e BFF_URL=https://bff.example.com \
#     -e CEP_URL=https://viacep.com.br -e IDENTITY_URL=https://idpay.unico.io fgts-app

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The deployment's build settings (README, "Environment variables"); the build stops without them.
ARG VITE_SIGNATURE_ORIGIN
ARG VITE_SIGNATURE_TENANT_ORIGIN
ARG VITE_IDENTITY_ENV=prod
ARG VITE_DATA_TTL_HOURS
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY --from=build /app/dist /srv/app
COPY --from=build /app/dist-nginx/app.conf.template /etc/nginx/app.conf.template
# Debian's nginx.conf loads the brotli static module (modules-enabled): send the .br files.
RUN sed -i 's/# brotli_static on;/brotli_static on;/' /etc/nginx/app.conf.template
ENV PORT=8080 SERVER_NAME=_ APP_ROOT=/srv/app
EXPOSE 8080
# Only these placeholders are replaced (nginx's own $uri, $host… stay); envsubst does not check the
# values as scripts/render-nginx.ts does: give bare http(s) origins.
CMD ["sh", "-c", "envsubst '${PORT} ${SERVER_NAME} ${APP_ROOT} ${BFF_URL} ${CEP_URL} ${IDENTITY_URL}' < /etc/nginx/app.conf.template > /etc/nginx/conf.d/app.conf && exec nginx -g 'daemon off;'"]
