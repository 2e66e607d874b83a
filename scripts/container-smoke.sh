#!/usr/bin/env bash
# Builds the image, runs it (embedded database in a volume), waits for its HEALTHCHECK, then checks
# /api/health and makes a booking through it; with --compose, does the same with compose.yaml and
# PostgreSQL 16. Needs a running Docker engine (../shared/containers/local-base-images.sh starts one
# and builds the base images on machines that reach no registry). Cleans up what it made.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

NODE_IMAGE=${NODE_IMAGE:-node:22-slim}
IMAGE=driving-school:smoke
NAME=driving-school-smoke
PORT=${SMOKE_PORT:-3390}

if ! docker info >/dev/null 2>&1; then
  echo 'No Docker engine is running on this machine: the container was not built or checked.'
  exit 2
fi

cleanup() {
  docker rm -f "$NAME" >/dev/null 2>&1 || true
  docker volume rm "$NAME-data" >/dev/null 2>&1 || true
  if [[ -f .env.smoke ]]; then
    APP_ENV_FILE=.env.smoke docker-compose --env-file .env.smoke -p school-smoke down -v >/dev/null 2>&1 || true
    rm -f .env.smoke
  fi
}
trap cleanup EXIT

# Waits until `docker inspect` says healthy (the image's own HEALTHCHECK), at most 120 s.
wait_healthy() {
  local container=$1 status
  for _ in $(seq 1 120); do
    status=$(docker inspect -f '{{.State.Health.Status}}' "$container" 2>/dev/null || echo missing)
    [[ $status == healthy ]] && return 0
    [[ $status == missing ]] && break
    sleep 1
  done
  echo "container $container is not healthy ($status):"
  docker logs --tail 50 "$container" || true
  return 1
}

# /api/health, then a booking of the first free time through the public API.
check_app() {
  local base=$1
  curl -fsS "$base/api/health"
  echo
  local slot
  slot=$(curl -fsS "$base/api/time-slots" | node -e 'const s=JSON.parse(require("fs").readFileSync(0,"utf8")); if(!s.length){process.exit(1)} console.log(s[0].id)')
  curl -fsS -X POST "$base/api/bookings" -H 'content-type: application/json' -d "{
    \"fullName\": \"Container Check\", \"email\": \"container-check-$RANDOM@example.com\",
    \"phone\": \"07700 900123\", \"drivingExperience\": \"beginner\", \"packageType\": \"single_1hour\",
    \"acceptTerms\": true, \"timeSlotIds\": [$slot], \"instructorPreference\": \"no_preference\",
    \"paymentMethod\": \"bank_transfer\" }" | node -e 'const b=JSON.parse(require("fs").readFileSync(0,"utf8")); if(!b.id){process.exit(1)} console.log(`booking ${b.id} made through the container`)'
}

start=$SECONDS
echo "==> docker build (FROM $NODE_IMAGE)"
docker build --build-arg "NODE_IMAGE=$NODE_IMAGE" -t "$IMAGE" . >/tmp/container-smoke-build.log 2>&1 ||
  { tail -40 /tmp/container-smoke-build.log; exit 1; }
echo "built in $((SECONDS - start)) s; image $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
[[ $(docker image inspect -f '{{.Config.User}}' "$IMAGE") != '' ]] || { echo 'the image runs as root'; exit 1; }
# The image's command carries npm start's node flags (package.json config.serverNodeFlags).
cmd=$(docker image inspect -f '{{join .Config.Cmd " "}}' "$IMAGE")
for flag in $(node -p 'require("./package.json").config.serverNodeFlags'); do
  [[ $cmd == *"$flag"* ]] || { echo "the image's command lacks $flag (package.json config.serverNodeFlags)"; exit 1; }
done

echo '==> the image alone (embedded database in a volume)'
docker run -d --name "$NAME" -p "127.0.0.1:$PORT:3000" -v "$NAME-data:/data" \
  -e INSTRUCTOR_EMAIL=owner@example.com -e INSTRUCTOR_PASSWORD=container-check-2026 \
  -e SEED_DEMO=true -e PUBLIC_URL="http://127.0.0.1:$PORT" "$IMAGE" >/dev/null
wait_healthy "$NAME"
check_app "http://127.0.0.1:$PORT"
docker rm -f "$NAME" >/dev/null

if [[ ${1:-} == --compose ]]; then
  echo '==> compose.yaml (the app with PostgreSQL 16)'
  cat >.env.smoke <<ENV
POSTGRES_PASSWORD=smoke-$RANDOM
INSTRUCTOR_EMAIL=owner@example.com
INSTRUCTOR_PASSWORD=container-check-2026
SEED_DEMO=true
PUBLIC_URL=http://127.0.0.1:$PORT
APP_PORT=$PORT
APP_ENV_FILE=.env.smoke
ENV
  APP_ENV_FILE=.env.smoke docker-compose --env-file .env.smoke -p school-smoke up -d --build >/tmp/container-smoke-compose.log 2>&1 ||
    { tail -40 /tmp/container-smoke-compose.log; exit 1; }
  wait_healthy "$(APP_ENV_FILE=.env.smoke docker-compose --env-file .env.smoke -p school-smoke ps -q app)"
  check_app "http://127.0.0.1:$PORT"
fi
echo "container checks passed in $((SECONDS - start)) s"
