/**
 * A stats summary for a chosen range (`GET module/stats/data?range=day|week|month`): totals and
 * the latest periods of the series. Views are counted only on a connected site with the Stats
 * module on: until then the section says so and fetches no figures.
 */
import { Notice, SelectControl, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Module } from '../../../api-client';
import type { StatsData, StatsRange } from '../../../api-client/types/admin';
import { useAdmin } from '../context';
import { useResource } from '../hooks/use-resource';
import HelpLink from './help-link';
import Section from './section';

const RANGES: { value: StatsRange; label: string }[] = [
	{ value: 'day', label: __( 'Days', 'jetpack' ) },
	{ value: 'week', label: __( 'Weeks', 'jetpack' ) },
	{ value: 'month', label: __( 'Months', 'jetpack' ) },
];

/** How many of the latest periods the summary lists. */
const SHOWN_PERIODS = 7;

function StatsSummary() {
	const { api, analytics } = useAdmin();
	const [ range, setRange ] = useState< StatsRange >( 'day' );
	const stats = useResource< StatsData >(
		() => api.fetchStatsData( range ),
		true,
		range
	);

	const totals = stats.data?.general.stats;
	const rows = ( stats.data?.[ range ]?.data ?? [] )
		.slice( -SHOWN_PERIODS )
		.reverse();

	return (
		<>
			<SelectControl
				label={ __( 'Range', 'jetpack' ) }
				value={ range }
				options={ RANGES }
				onChange={ ( value ) => {
					setRange( value as StatsRange );
					analytics
						.recordEvent( 'jetpack_stats_range_changed', {
							range: value,
						} )
						.catch( () => false );
				} }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ stats.isLoading && <Spinner /> }
			{ stats.error && (
				<Notice status="error" isDismissible={ false }>
					{ stats.error }
				</Notice>
			) }
			{ totals && (
				<dl className="jetpack-admin-stats__totals">
					<dt>{ __( 'Views', 'jetpack' ) }</dt>
					<dd>{ totals.views }</dd>
					<dt>{ __( 'Views today', 'jetpack' ) }</dt>
					<dd>{ totals.views_today }</dd>
					<dt>{ __( 'Best day', 'jetpack' ) }</dt>
					<dd>
						{ totals.views_best_day
							? `${ totals.views_best_day } (${ totals.views_best_day_total })`
							: '—' }
					</dd>
					<dt>{ __( 'Published posts', 'jetpack' ) }</dt>
					<dd>{ totals.posts }</dd>
				</dl>
			) }
			{ rows.length > 0 && (
				<table className="jetpack-admin-table">
					<caption>{ __( 'Latest periods', 'jetpack' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Period', 'jetpack' ) }</th>
							<th scope="col">{ __( 'Views', 'jetpack' ) }</th>
							<th scope="col">{ __( 'Posts', 'jetpack' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( [ period, views, posts ] ) => (
							<tr key={ period }>
								<th scope="row">{ period }</th>
								<td>{ views }</td>
								<td>{ posts }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</>
	);
}

/** Whether the site is connected and the Stats module is on, or why views are not counted. */
function StatsGate() {
	const { api, connectionStore } = useAdmin();
	const connection = useSelect(
		( select ) => {
			const store = select( connectionStore );
			return {
				isLoaded: store.isConnectionStatusLoaded(),
				isRegistered: store.getConnectionStatus().isRegistered,
			};
		},
		[ connectionStore ]
	);
	const connected = connection.isLoaded && connection.isRegistered;
	const statsModule = useResource< Module >(
		() => api.fetchModule( 'stats' ),
		connected,
		connected
	);

	if ( ! connection.isLoaded ) {
		return <Spinner />;
	}
	if ( ! connection.isRegistered ) {
		return (
			<p className="jetpack-admin__muted">
				{ __( 'Connect the site to count views.', 'jetpack' ) }
			</p>
		);
	}
	if ( statsModule.error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ statsModule.error }
			</Notice>
		);
	}
	if ( ! statsModule.data ) {
		return <Spinner />;
	}
	if ( ! statsModule.data.activated ) {
		return (
			<p className="jetpack-admin__muted">
				{ __(
					'Stats are off. Turn on the Stats module to count views.',
					'jetpack'
				) }
			</p>
		);
	}
	return <StatsSummary />;
}

export default function StatsSection() {
	return (
		<Section
			title={ __( 'Stats', 'jetpack' ) }
			actions={
				<HelpLink
					topic="stats"
					label={ __( 'Help with stats', 'jetpack' ) }
				/>
			}
		>
			<StatsGate />
		</Section>
	);
}
