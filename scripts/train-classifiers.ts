/**
 * Trains the chat's classifiers once and keeps them in the store of trained networks
 * (src/server/ai/local/nlu/trained-store.ts, docs/decisions.md S163), so every server, worker and
 * test process after it loads them instead of training. Part of `npm run build`; running it again
 * with nothing changed only loads them.
 */
import { intentClassifier } from '../src/server/ai/local/nlu/classifier.ts';
import { interviewReplyClassifier } from '../src/server/ai/local/nlu/interview-replies.ts';
import { safetyClassifier } from '../src/server/ai/local/nlu/safety.ts';
import { TRAINED_DIR } from '../src/server/ai/local/nlu/trained-store.ts';

for (const [name, classifier] of [
  ['intents', intentClassifier],
  ['safety', safetyClassifier],
  ['interview replies', interviewReplyClassifier],
] as const) {
  const { loaded, size, trainedInMs } = classifier();
  console.log(
    `${name}: ${loaded ? 'loaded' : 'trained'} (${size} utterances) in ${Math.round(trainedInMs)} ms`,
  );
}
console.log(`trained classifiers are kept in ${TRAINED_DIR}`);
