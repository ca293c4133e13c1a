/**
 * A stats summary for a chosen range (`GET module/stats/data?range=day|week|month`): totals and
 * the latest periods of the series.
 */
import { Notice, SelectControl, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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

export default function StatsSection() {
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
		<Section
			title={ __( 'Stats', 'jetpack' ) }
			actions={
				<HelpLink
					topic="stats"
					label={ __( 'Help with stats', 'jetpack' ) }
				/>
			}
		>
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
		</Section>
	);
}
