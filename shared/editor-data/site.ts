/**
 * The site's title, from core-data's `root/__unstableBase` entity: the REST index (`GET
 * /wp-json/`), which WordPress serves to every user. (`root/site` is `/wp/v2/settings`, which
 * needs `manage_options`: editors get a 403 there.)
 */
import { useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import {
	CORE_STORE,
	storeSelectors,
	type CoreSelectors,
	type SelectStore,
} from './stores';

const BASE: [ string, string ] = [ 'root', '__unstableBase' ];

/**
 * The site title (entities decoded: WordPress stores `blogname` HTML-escaped); undefined while
 * it is being fetched; '' without a `core` store or when the request failed.
 * @param select the registry's select
 */
export function selectSiteTitle( select: SelectStore ): string | undefined {
	const core = storeSelectors< CoreSelectors >( select, CORE_STORE, [
		'getEntityRecord',
		'hasFinishedResolution',
	] );
	if ( ! core ) {
		return '';
	}
	const base = core.getEntityRecord( ...BASE );
	if ( base ) {
		return typeof base.name === 'string' ? decodeEntities( base.name ) : '';
	}
	return core.hasFinishedResolution( 'getEntityRecord', BASE )
		? ''
		: undefined;
}

/** The site title; undefined while it loads, '' when it cannot be known. */
export function useSiteTitle(): string | undefined {
	return useSelect(
		( select ) => selectSiteTitle( select as SelectStore ),
		[]
	);
}
