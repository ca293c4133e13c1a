/**
 * Search: turn search and instant search on or off (`search/settings`), with the plan's record
 * usage and an upgrade link when the plan does not cover them.
 */
import {
	ExternalLink,
	Notice,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type {
	SearchPlan,
	SearchSettings,
	SearchSettingsUpdate,
} from '../../../api-client/types/admin';
import { upgradeUrl } from '../../../shared/site-type';
import { useAdmin } from '../context';
import { useAsyncAction, useResource } from '../hooks/use-resource';
import HelpLink from './help-link';
import Section from './section';

export default function SearchSection() {
	const { api, settings, analytics } = useAdmin();
	const searchSettings = useResource< SearchSettings >( () =>
		api.fetchSearchSettings()
	);
	const plan = useResource< SearchPlan >( () => api.fetchSearchPlanInfo() );
	const save = useAsyncAction( async ( update: SearchSettingsUpdate ) => {
		searchSettings.setData( await api.updateSearchSettings( update ) );
		analytics
			.recordEvent( 'jetpack_search_settings_saved', update )
			.catch( () => false );
	} );
	const values = searchSettings.data;
	const usage = plan.data?.plan_usage;

	return (
		<Section
			title={ __( 'Search', 'jetpack' ) }
			actions={
				<HelpLink
					topic="search"
					label={ __( 'Help with search', 'jetpack' ) }
				/>
			}
		>
			{ searchSettings.isLoading && ! values && <Spinner /> }
			{ [ searchSettings.error, plan.error, save.error ]
				.filter( Boolean )
				.map( ( message ) => (
					<Notice
						key={ message }
						status="error"
						isDismissible={ false }
					>
						{ message }
					</Notice>
				) ) }
			{ values && (
				<div className="jetpack-admin-stack">
					<ToggleControl
						label={ __( 'Enable search', 'jetpack' ) }
						checked={ values.module_active }
						disabled={ save.busy }
						onChange={ ( on ) => save.run( { module_active: on } ) }
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Enable instant search', 'jetpack' ) }
						help={
							plan.data && ! plan.data.supports_instant_search
								? __(
										'Instant search needs a search plan.',
										'jetpack'
									)
								: __(
										'Results appear in an overlay as visitors type.',
										'jetpack'
									)
						}
						checked={ values.instant_search_enabled }
						disabled={
							save.busy ||
							! values.module_active ||
							plan.data?.supports_instant_search === false
						}
						onChange={ ( on ) =>
							save.run( { instant_search_enabled: on } )
						}
						__nextHasNoMarginBottom
					/>
				</div>
			) }
			{ usage && (
				<p>
					{ sprintf(
						/* translators: 1: records in the index, 2: the plan's limit. */
						__( '%1$d of %2$d records used.', 'jetpack' ),
						usage.num_records,
						usage.records_limit
					) }
				</p>
			) }
			{ plan.data &&
				( usage?.should_upgrade ||
					! plan.data.supports_instant_search ) && (
					<p>
						<ExternalLink
							href={ upgradeUrl(
								settings,
								plan.data.product_slug ?? 'jetpack_search'
							) }
						>
							{ __( 'Upgrade search', 'jetpack' ) }
						</ExternalLink>
					</p>
				) }
		</Section>
	);
}
