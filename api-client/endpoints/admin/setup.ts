/**
 * The setup wizard's questionnaire.
 */
import type { ApiRequester } from '../../requester';
import type {
	SetupQuestionnaire,
	SetupQuestionnaireUpdate,
} from '../../types/admin';

export function createSetupEndpoints( api: ApiRequester ) {
	return {
		fetchSetupQuestionnaire: () =>
			api.get< SetupQuestionnaire >( 'setup/questionnaire' ),
		/** Merges the answers into the saved ones; `status` replaces the saved one. */
		saveSetupQuestionnaire: ( update: SetupQuestionnaireUpdate ) =>
			api.post< SetupQuestionnaire >( 'setup/questionnaire', update ),
	};
}
