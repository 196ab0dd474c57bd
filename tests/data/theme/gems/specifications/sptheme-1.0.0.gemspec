# -*- encoding: utf-8 -*-
# stub: sptheme 1.0.0 ruby lib

Gem::Specification.new do |s|
  s.name = "sptheme".freeze
  s.version = "1.0.0"
  s.require_paths = ["lib".freeze]
  s.authors = ["sitepub".freeze]
  s.files = []
  s.summary = "A test theme.".freeze
  s.metadata = { "plugin_type" => "theme" } if s.respond_to? :metadata=

  if s.respond_to? :add_runtime_dependency then
    s.add_runtime_dependency(%q<jekyll>.freeze, [">= 3.5", "< 5.0"])
    s.add_runtime_dependency(%q<jekyll-feed>.freeze, ["~> 0.9"])
    s.add_development_dependency(%q<bundler>.freeze, [">= 1.15"])
  else
    s.add_dependency(%q<jekyll>.freeze, [">= 3.5", "< 5.0"])
    s.add_dependency(%q<jekyll-feed>.freeze, ["~> 0.9"])
  end
end
