#!/usr/bin/env bash
# Sharded counts on real job runners: the 12 pentominoes and the square tetromino in an
# 8x8 square (its plan keeps the cut by the board's 8 symmetries) counted in 4 shards
# through GNU parallel and through a single-node Slurm cluster (munge, slurmctld, slurmd,
# started here: no systemd), each merged with `polydance merge` and checked against
# 129168; and the pods' command of the Kubernetes manifest, run here as its 4 indexed
# pods would.
# Installs the Debian packages when missing (CI runs as root on a fresh machine).
# Expects the CLI to be built. Called from .ci/run as: bash .ci/cluster.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d /tmp/polydance-cluster.XXXXXX)
# the CLI as one word: the checkout's path may hold spaces, and the job runners take a
# command line (GNU parallel's template, Slurm's POLYDANCE, the pods' PATH)
mkdir -p "$WORK/bin"
printf '#!/usr/bin/env bash\nexec node %q "$@"\n' "$ROOT/apps/cli/bin/polydance.cjs" > "$WORK/bin/polydance"
chmod +x "$WORK/bin/polydance"
CLI="$WORK/bin/polydance"
EXPECTED=129168

step() { printf '\n=== %s\n' "$*"; }

need() {
  local missing=()
  for cmd in "$@"; do command -v "${cmd%%:*}" >/dev/null 2>&1 || missing+=("${cmd#*:}"); done
  if [ ${#missing[@]} -gt 0 ]; then
    step "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q "${missing[@]}"
  fi
}

check() {
  local what=$1 got=$2
  if [ "$got" != "$EXPECTED" ]; then
    echo "FAIL: $what merged to '$got', not $EXPECTED" >&2
    exit 1
  fi
  echo "$what: $got solutions, as expected"
}

$CLI puzzles show pentominoes-8x8-square-tetromino > "$WORK/p.in" 2>/dev/null
$CLI polyomino "$WORK/p.in" > "$WORK/p.dlx" 2>/dev/null

# a shard keeps the symmetry cut: its plan says so
cut() {
  grep -q '"symmetries":8' "$1" || { echo "FAIL: $1 is not a shard of the plan cut by 8 symmetries" >&2; exit 1; }
}

step "GNU parallel: 4 shards"
need parallel:parallel
mkdir -p "$WORK/gnu"
parallel --will-cite --halt now,fail=1 -j 2 \
  "$CLI solve --count --no-progress --workers 1 --shard {}/4 $WORK/p.dlx > $WORK/gnu/shard-{}.json" ::: 0 1 2 3
cut "$WORK/gnu/shard-0.json"
check "GNU parallel" "$($CLI merge "$WORK"/gnu/shard-*.json)"

step "Kubernetes Indexed Job: the pods' command of deploy/k8s/polydance-count.yaml, run here"
# the shell script of the manifest's container, with its volumes as local folders
mkdir -p "$WORK/k8s/problem" "$WORK/k8s/results" "$WORK/k8s/bin"
awk '/^  problem.in: \|$/ { on = 1; next } /^---$/ { on = 0 } on { sub(/^    /, ""); print }' \
  deploy/k8s/polydance-count.yaml > "$WORK/k8s/problem/problem.in"
# the manifest's spec is the catalogue's puzzle
diff <(grep -v '^|' "$WORK/k8s/problem/problem.in") <(grep -v '^|' "$WORK/p.in")
printf '#!/bin/sh\nexec %s "$@"\n' "$CLI" > "$WORK/k8s/bin/polydance"
chmod +x "$WORK/k8s/bin/polydance"
awk '/^            - \|$/ { on = 1; next } /^          volumeMounts:/ { on = 0 } on { sub(/^              /, ""); print }' \
  deploy/k8s/polydance-count.yaml |
  sed -e "s#/problem/#$WORK/k8s/problem/#g" -e "s#/results/#$WORK/k8s/results/#g" > "$WORK/k8s/pod.sh"
grep -q 'JOB_COMPLETION_INDEX/4' "$WORK/k8s/pod.sh"
for i in 0 1 2 3; do
  PATH="$WORK/k8s/bin:$PATH" JOB_COMPLETION_INDEX=$i sh "$WORK/k8s/pod.sh"
done
cut "$WORK/k8s/results/shard-0.json"
check "Kubernetes Indexed Job (simulated)" "$($CLI merge "$WORK"/k8s/results/shard-*.json)"

step "Slurm: a single-node cluster"
need munged:munge slurmctld:slurmctld slurmd:slurmd sbatch:slurm-client
# munge: a key of our own, and the daemon started by hand
mkdir -p /etc/munge /run/munge /var/lib/munge /var/log/munge
if [ ! -s /etc/munge/munge.key ]; then
  dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
fi
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge
chmod 0700 /etc/munge /var/lib/munge /var/log/munge
chmod 0755 /run/munge
chmod 0400 /etc/munge/munge.key
started=()
# the pid a daemon writes to its pid file once it has started
started_pid() {
  for _ in $(seq 1 60); do
    if [ -s "$1" ]; then
      started+=("$(cat "$1")")
      return
    fi
    sleep 0.5
  done
  echo "no pid file $1" >&2
  exit 1
}
stop_started() {
  # stop the daemons this script started (by their pid), and nothing else
  for pid in "${started[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_started EXIT
if ! pgrep -x munged >/dev/null; then
  rm -f /run/munge/munged.pid
  runuser -u munge -- /usr/sbin/munged
  started_pid /run/munge/munged.pid
fi
munge -n | unmunge >/dev/null

# slurm: one node at 127.0.0.1, no cgroups, jobs forgotten 4 s after they end
CONF_DIR=/etc/slurm
mkdir -p "$CONF_DIR" /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
HOST=$(hostname -s)
cat > "$CONF_DIR/slurm.conf" <<CONF
ClusterName=polydance
SlurmctldHost=$HOST(127.0.0.1)
SlurmUser=root
AuthType=auth/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MinJobAge=4
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF
if ! pgrep -x slurmctld >/dev/null; then
  rm -f /run/slurmctld.pid
  slurmctld
  started_pid /run/slurmctld.pid
fi
if ! pgrep -x slurmd >/dev/null; then
  rm -f /run/slurmd.pid
  slurmd
  started_pid /run/slurmd.pid
fi
for _ in $(seq 1 60); do
  if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then break; fi
  sleep 1
done
sinfo
mkdir -p "$WORK/slurm"
(
  cd "$WORK/slurm"
  POLYDANCE="$CLI" SHARDS="$WORK/slurm/shards" \
    sbatch --array=0-3 --wait "$ROOT/deploy/slurm/polydance-count.sbatch" "$WORK/p.dlx"
) || {
  echo "sbatch failed; the logs:" >&2
  tail -n 20 /var/log/slurm/slurmctld.log /var/log/slurm/slurmd.log "$WORK"/slurm/*.err >&2 || true
  exit 1
}
ls "$WORK/slurm/shards"
cut "$WORK/slurm/shards/shard-0.json"
check "Slurm" "$($CLI merge "$WORK"/slurm/shards/shard-*.json)"

echo "cluster checks passed"
