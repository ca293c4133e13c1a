/**
 * Saved answers (recommendations data, setup questionnaire): an object of at most 100 entries
 * whose values are strings, numbers, booleans or lists of strings.
 */
import type { ArgSchema } from '../../schema';

const isScalar = ( value: unknown ) =>
	[ 'string', 'number', 'boolean' ].includes( typeof value );

export function answersProblem(
	value: unknown,
	param: string,
	allowNumbers = true
): string | null {
	const entries = Object.entries( value as Record< string, unknown > );
	if ( entries.length > 100 ) {
		return `${ param } must contain at most 100 answers.`;
	}
	for ( const [ key, answer ] of entries ) {
		const ok = Array.isArray( answer )
			? answer.every( ( item ) => typeof item === 'string' )
			: isScalar( answer ) &&
				( allowNumbers || typeof answer !== 'number' );
		if ( ! ok || ( typeof answer === 'string' && answer.length > 1000 ) ) {
			return `${ param }[${ key }] must be a string, ${
				allowNumbers ? 'number, ' : ''
			}boolean or list of strings.`;
		}
	}
	return null;
}

export function answersArg(
	description: string,
	allowNumbers = true,
	required = false
): ArgSchema {
	return {
		type: 'object',
		required,
		description,
		validate: ( value, param ) =>
			answersProblem( value, param, allowNumbers ),
	};
}
