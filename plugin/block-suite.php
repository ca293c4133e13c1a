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
		'siteType' => 'self-hosted',
		'adminUrl' => esc_url_raw( admin_url() ),
		'host'     => 'wordpress',
	);
	return $settings;
}
add_filter( 'block_editor_settings_all', 'block_suite_editor_settings' );
