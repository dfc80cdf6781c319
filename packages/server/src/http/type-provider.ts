import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/** Lets handlers see the validated (output) types of the valibot route schemas. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ValibotTypeProvider>();
}
