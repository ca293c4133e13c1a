/**
 * The name and icon of each social link service, as WordPress's `core/social-link` shows them:
 * both come from @wordpress/block-library's own service list (the block's variations: title
 * and icon component; GPL-2.0-or-later like this suite), imported, not copied. Each icon is
 * rendered to an inline SVG once and kept. A service the list does not know gets WordPress's
 * fallback name, 'Share Icon', with the chain icon.
 */
import { createElement, renderToString } from '@wordpress/element';
import variations from '@wordpress/block-library/build-module/social-link/variations.mjs';

export type SocialService = { name: string; svg: string };

const UNKNOWN_SERVICE_NAME = 'Share Icon';

let services: Map< string, SocialService > | null = null;

function serviceTable(): Map< string, SocialService > {
	if ( ! services ) {
		services = new Map(
			variations.map( ( variation ) => [
				variation.name,
				{
					name: variation.title,
					svg: renderToString( createElement( variation.icon ) ),
				},
			] )
		);
	}
	return services;
}

/**
 * The service's name and inline SVG icon (the fallback for an unknown service).
 * @param service the `service` attribute of a `core/social-link` block
 */
export function socialService( service: unknown ): SocialService {
	const table = serviceTable();
	const known =
		typeof service === 'string' ? table.get( service ) : undefined;
	return (
		known ?? {
			name: UNKNOWN_SERVICE_NAME,
			svg: table.get( 'chain' )?.svg ?? '',
		}
	);
}
