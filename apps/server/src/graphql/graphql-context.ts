import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';

/** What every resolver receives; services take what they need from it. */
export interface GraphqlContext {
  request: FastifyRequest;
  reply: FastifyReply;
  config: AppConfig;
  database: Database;
}
