// The `cpv_codes` job: suggests CPV codes for its owner's company, with a model when one is configured and by
// matching the profile's words to CPV labels when not, and stores them with the mode that made them.
import { PermanentJobError, type JobHandler } from '@/lib/jobs';
import type { CpvLang } from '@/lib/reference';
import { suggestCpvExtractive } from './extractive';
import { suggestCpvWithModel, type ModelSettings } from './model';
import { hasSuggestionInput, loadSuggestionInput, saveSuggestions } from './store';

export const noProfileMessage =
  'Add your industry or a description of what your company does, then ask for suggestions again.';

export function cpvCodesHandler(model: ModelSettings | null, fallbackLang: CpvLang): JobHandler {
  return async ({ job, db, signal, progress }) => {
    if (!job.ownerId) throw new PermanentJobError('A CPV suggestion job needs an owner.');
    await progress(10, 'Reading your company profile');
    const input = await loadSuggestionInput(db, job.ownerId);
    if (!hasSuggestionInput(input) && input.pastWins.length === 0) throw new PermanentJobError(noProfileMessage);
    if (model) {
      await progress(30, `Asking the AI model ${model.model}`);
      const { suggestions } = await suggestCpvWithModel(input, model, signal);
      signal.throwIfAborted();
      await progress(90, 'Saving the suggestions');
      await saveSuggestions(db, job.ownerId, suggestions, 'model', model.model);
    } else {
      await progress(30, 'Matching your profile to CPV labels');
      const { suggestions } = suggestCpvExtractive(input, fallbackLang);
      await progress(90, 'Saving the suggestions');
      await saveSuggestions(db, job.ownerId, suggestions, 'extractive', null);
    }
  };
}
