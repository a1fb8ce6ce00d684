<?php
defined('MOODLE_INTERNAL') || die();

$string['pluginname'] = 'GuruKita';
