#!/usr/bin/env bash
# A bounded fault campaign (scripts/faults.sh): 40 writer processes killed with SIGKILL mid-write,
# half on a rollback journal and half on WAL, each file checked after every kill. About 10 s once
# the tests are built (the build is the one `swift test` uses afterwards).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/faults.sh 40
