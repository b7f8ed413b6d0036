import type { FastifyInstance } from 'fastify';
import { answersInSpecShapes } from '../specShapes';

/** Whether four eyes applies to a route module's decisions: not in strict spec shapes, whose backend decides with one approval. */
export const fourEyesEnabled = (app: FastifyInstance): boolean => !answersInSpecShapes(app);
