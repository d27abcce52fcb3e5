#!/usr/bin/env bash
# The thread sanitizer run of the queue tests (scripts/tsan.sh): about 2.5 minutes from clean on
# this machine, so it fits CI's budget. A data race makes the sanitized process exit non-zero.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/tsan.sh
