<?php
/**
 * Plugin Name:       Block Suite
 * Description:       Block editor blocks compatible with content saved by Jetpack: the same block names, attributes and saved markup.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       jetpack
 *
 * @package BlockSuite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the one editor script of the suite (and its stylesheet when the build made one),
 * then every block from its block.json. The block.json files name the script by its handle,
 * so the handle must exist before the blocks are registered.
 */
function block_suite_register_blocks() {
	$asset_path = __DIR__ . '/build/editor.asset.php';
	if ( file_exists( $asset_path ) ) {
		$asset = require $asset_path;
		wp_register_script(
			'block-suite-editor',
			plugins_url( 'build/editor.js', __FILE__ ),
			isset( $asset['dependencies'] ) ? $asset['dependencies'] : array(),
			isset( $asset['version'] ) ? $asset['version'] : false
		);
		wp_set_script_translations( 'block-suite-editor', 'jetpack' );

		if ( file_exists( __DIR__ . '/build/editor.css' ) ) {
			wp_register_style(
				'block-suite-editor',
				plugins_url( 'build/editor.css', __FILE__ ),
				array(),
				isset( $asset['version'] ) ? $asset['version'] : false
			);
		}
	}

	$metadata_files = glob( __DIR__ . '/blocks/*/block.json' );
	foreach ( $metadata_files ? $metadata_files : array() as $metadata_file ) {
		register_block_type( dirname( $metadata_file ) );
	}
}
add_action( 'init', 'block_suite_register_blocks' );

/**
 * Loads the editor stylesheet in the editor only (outside and inside the canvas iframe).
 */
function block_suite_enqueue_editor_style() {
	if ( is_admin() && wp_style_is( 'block-suite-editor', 'registered' ) ) {
		wp_enqueue_style( 'block-suite-editor' );
	}
}
add_action( 'enqueue_block_assets', 'block_suite_enqueue_editor_style' );

/**
 * Adds Jetpack's block categories that WordPress does not have: the blocks keep Jetpack's.
 *
 * @param array[] $categories The categories of the inserter.
 * @return array[] The same, plus the suite's missing ones.
 */
function block_suite_block_categories( $categories ) {
	$suite_categories = array(
		'contact-form' => esc_html__( 'Forms', 'jetpack' ),
		'earn'         => esc_html__( 'Earn', 'jetpack' ),
		'grow'         => esc_html__( 'Grow', 'jetpack' ),
	);
	$existing         = wp_list_pluck( $categories, 'slug' );
	foreach ( $suite_categories as $slug => $title ) {
		if ( ! in_array( $slug, $existing, true ) ) {
			$categories[] = array(
				'slug'  => $slug,
				'title' => $title,
				'icon'  => null,
			);
		}
	}
	return $categories;
}
add_filter( 'block_categories_all', 'block_suite_block_categories' );

/**
 * Tells the editor code where it runs: read with
 * `select( 'core/editor' ).getEditorSettings().blockSuite`.
 *
 * @param array $settings The block editor settings.
 * @return array The same, with a `blockSuite` entry.
 */
function block_suite_editor_settings( $settings ) {
	$settings['blockSuite'] = array(
		'siteType'   => 'self-hosted',
		'adminUrl'   => esc_url_raw( admin_url() ),
		'host'       => 'wordpress',
		'siteLocale' => get_locale(),
	);
	return $settings;
}
add_filter( 'block_editor_settings_all', 'block_suite_editor_settings' );

/**
 * The Map block's tile style when nothing else is set: OpenStreetMap data through OpenFreeMap,
 * which needs no token (blocks/map/default-style.ts holds the same address).
 */
const BLOCK_SUITE_DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * The tile style maps use (a MapLibre style JSON): `BLOCK_SUITE_MAP_STYLE_URL` when wp-config.php
 * defines it, else the token-free default; the `block_suite_map_style_url` filter has the last
 * word. Anything but an http(s) URL falls back to the default.
 *
 * @return string The style's URL.
 */
function block_suite_map_style_url() {
	$url = defined( 'BLOCK_SUITE_MAP_STYLE_URL' ) ? BLOCK_SUITE_MAP_STYLE_URL : BLOCK_SUITE_DEFAULT_MAP_STYLE_URL;
	/**
	 * Filters the tile style of the Map block (editor and visitors).
	 *
	 * @param string $url A MapLibre style JSON's URL.
	 */
	$url = esc_url_raw( (string) apply_filters( 'block_suite_map_style_url', $url ), array( 'http', 'https' ) );
	return $url ? $url : BLOCK_SUITE_DEFAULT_MAP_STYLE_URL;
}

/**
 * A file of the Map block's folder, versioned by its modification time so a plugin update that
 * brings a new MapLibre also brings its worker past browser caches.
 *
 * @param string $file The built file's name.
 * @return string Its URL.
 */
function block_suite_map_file_url( $file ) {
	$path = __DIR__ . '/blocks/map/' . $file;
	$url  = plugins_url( 'blocks/map/' . $file, __FILE__ );
	return file_exists( $path ) ? add_query_arg( 'ver', (string) filemtime( $path ), $url ) : $url;
}

/**
 * `GET wpcom/v2/map-config`, public, as the standalone host answers it: what maps need in the
 * editor and on the site — the tile style, where MapLibre's worker and stylesheet are (built
 * beside the block's view script), and no Mapbox token (the plugin keeps none).
 */
function block_suite_register_map_config_route() {
	register_rest_route(
		'wpcom/v2',
		'/map-config',
		array(
			'methods'             => 'GET',
			'permission_callback' => '__return_true',
			'callback'            => static function () {
				return array(
					'style_url'    => block_suite_map_style_url(),
					'mapbox_token' => '',
					'worker_url'   => block_suite_map_file_url( 'maplibre-gl-worker.js' ),
					'css_url'      => block_suite_map_file_url( 'map.css' ),
				);
			},
		)
	);
}
add_action( 'rest_api_init', 'block_suite_register_map_config_route' );
