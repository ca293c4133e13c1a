/**
 * Argument schemas several routes share.
 */
import type { ArgSchema } from '../schema';

export const contextArg: ArgSchema = {
	type: 'string',
	enum: [ 'view', 'embed', 'edit' ],
	default: 'view',
	description:
		'Scope under which the request is made; determines fields present in response.',
};

export const idArg: ArgSchema = {
	type: 'integer',
	description: 'Unique identifier for the object.',
};

export const pageArg: ArgSchema = {
	type: 'integer',
	minimum: 1,
	default: 1,
	description: 'Current page of the collection.',
};

export const perPageArg: ArgSchema = {
	type: 'integer',
	minimum: 1,
	maximum: 100,
	default: 10,
	description: 'Maximum number of items to be returned in result set.',
};

export const searchArg: ArgSchema = {
	type: 'string',
	description: 'Limit results to those matching a string.',
};

export const forceArg: ArgSchema = {
	type: 'boolean',
	default: false,
	description: 'Whether to bypass Trash and force deletion.',
};

/**
 * `title`, `content`, `excerpt`: a string, or `{ raw }` as the block editor sends them.
 * @param description
 */
export const rawTextArg = ( description: string ): ArgSchema => ( {
	type: [ 'string', 'object' ],
	properties: { raw: { type: 'string' } },
	description,
} );

export function rawText( value: unknown ): string | undefined {
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( value && typeof value === 'object' ) {
		const rawValue = ( value as { raw?: unknown } ).raw;
		return typeof rawValue === 'string' ? rawValue : '';
	}
	return undefined;
}

/**
 * Paging headers of a collection response.
 * @param total
 * @param perPage
 */
export function pagingHeaders(
	total: number,
	perPage: number
): Record< string, string > {
	return {
		'X-WP-Total': String( total ),
		'X-WP-TotalPages': String( Math.ceil( total / perPage ) ),
	};
}
