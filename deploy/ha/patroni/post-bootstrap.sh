#!/bin/sh
# Run once by Patroni, on the node that creates the cluster, with a superuser connection string as $1: the API's
# role and database. Every later start (and every API process) finds them there.
set -eu
psql "$1" -v ON_ERROR_STOP=1 -v password="$TRILHA_DB_PASSWORD" <<'SQL'
create role trilha login password :'password';
create database trilha owner trilha;
SQL
