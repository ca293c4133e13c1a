/**
 * Whole-number query parameters of the admin screens (`paged`, `post`, `id`, `form`, …), read
 * by input.ts's integerParam: a hostile value (`1e20`, `Infinity`, `0x10`, `1.5`, past 2^53)
 * is a 400 page that names the parameter, never a number that reaches a query.
 */
import { integerParam } from '../http/input';
import type { RequestContext } from '../site-context';
import { sendMessagePage } from './guard';

/**
 * The parameter's value (null when absent or empty), or undefined after answering 400.
 * @param ctx
 * @param name
 * @param min
 * @param max
 */
export function queryInteger(
	ctx: RequestContext,
	name: string,
	min = 1,
	max = Number.MAX_SAFE_INTEGER
): number | null | undefined {
	const result = integerParam( ctx.url.searchParams, name, min, max );
	if ( result.ok ) {
		return result.value;
	}
	sendMessagePage( ctx, 400, 'Invalid parameter', result.message );
	return undefined;
}

/** The largest page number a list accepts (offsets stay far below 2^53). */
export const MAX_PAGE = 1_000_000;
