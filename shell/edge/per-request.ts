import type { FastifyRequest } from 'fastify';

/** A value worked out once per request, the first time it is asked for. */
export function perRequest<T>(work: (request: FastifyRequest) => T): (request: FastifyRequest) => T {
  const values = new WeakMap<FastifyRequest, T>();
  return (request) => {
    if (!values.has(request)) values.set(request, work(request));
    return values.get(request) as T;
  };
}
