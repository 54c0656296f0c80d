import type { AiGateway } from '../ai/gateway.ts';
import type { LocalAdviceContext } from '../ai/local/advice.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { AdviceContext } from './advice-context.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { BotWriter, StepOf, StreamingStepHandler } from './chat-turn.ts';

export interface AdviceStepDeps {
  chatRepo: Pick<ChatRepository, 'saveState'>;
  gateway: Pick<AiGateway, 'adviceStream'>;
  goals: Pick<GoalsService, 'current'>;
  context: AdviceContext;
  bot: BotWriter;
}

/**
 * Any other message: an answer streamed from the provider or the local engine, with the suggested
 * actions for skills and career questions (docs/product.md §2 Chat panel). A message sent during an
 * interview leaves it.
 */
export function createAdviceStep({ chatRepo, gateway, goals, context, bot }: AdviceStepDeps) {
  const advice: StreamingStepHandler<StepOf<'advice'>> = async function* (
    { caller, content, state, reading, preface, signal },
    step,
  ) {
    const [{ goal }] = await Promise.all([
      goals.current(caller.id),
      state.mode !== 'idle'
        ? chatRepo.saveState({ ...state, mode: 'idle', currentQuestion: null })
        : Promise.resolve(),
    ]);
    const { ctx: base, actions } = context.fromGoal(caller, goal);
    let full: Promise<LocalAdviceContext> | undefined;
    const complete = () => (full ??= context.complete(caller, goal, base));
    const topic = step.category === 'general' ? 'general' : step.category;
    const { chunks, notice, local } = await gateway.adviceStream(
      caller,
      { topic, question: content, context: base, complete, reading },
      signal,
    );
    // the turn's preface first (the emergency numbers, S99, S114), then the answer as it is written
    let text = preface;
    if (preface) yield { type: 'delta', text: preface };
    for await (const piece of chunks) {
      text += piece;
      yield { type: 'delta', text: piece };
    }
    if (notice) {
      // a limit kept the provider out: say so under the answer
      const note = `\n\n_${notice}_`;
      text += note;
      yield { type: 'delta', text: note };
    }
    // the user left mid-answer: keep nothing half-said
    if (signal?.aborted) return { replies: [], aborted: true };
    const suggest = step.category === 'skills' || step.category === 'career' ? actions : [];
    // what this answered, so a follow-up ("tell me more", "and in Ohio?") goes on from it
    const previous = local?.followUp ? (await complete()).previous : null;
    const asked = previous ? previous.question : content;
    const reply = await bot(caller.id, text, {
      category: step.category,
      extra: {
        ...(suggest.length ? { actions: suggest } : {}),
        topic: {
          question: asked.slice(0, 500),
          articleIds: local?.articleIds ?? [],
          ...(local ? { intent: local.intent, entities: { ...local.entities } } : {}),
        },
      },
    });
    return { replies: [reply] };
  };
  return advice;
}
