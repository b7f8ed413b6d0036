import { answerInSpecShapes } from './harness';

// The same journeys, against the spec's bare answer shapes (SPEC_SHAPES=strict).
answerInSpecShapes('strict');
await import('./vouchers.test');
