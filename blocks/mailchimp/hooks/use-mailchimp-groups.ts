/**
 * The audience's groups (`GET /wpcom/v2/mailchimp/groups`), read once the site is connected:
 * each interest category with its interests. Empty while loading or when the request fails.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

export type InterestCategory = {
	id: string;
	title: string;
	interests: Array< { id: string; name: string } >;
};

export function useMailchimpGroups( connected: boolean ) {
	const [ categories, setCategories ] = useState< InterestCategory[] >( [] );
	useEffect( () => {
		if ( ! connected ) {
			return;
		}
		let current = true;
		apiFetch< { interest_categories?: InterestCategory[] } >( {
			path: '/wpcom/v2/mailchimp/groups',
		} ).then(
			( answer ) => {
				if ( current ) {
					setCategories(
						Array.isArray( answer.interest_categories )
							? answer.interest_categories
							: []
					);
				}
			},
			() => current && setCategories( [] )
		);
		return () => {
			current = false;
		};
	}, [ connected ] );
	return categories;
}
