/* lang_stan.c: Stan, ported from Rouge 3.30 lexers (Rouge::Lexers::Stan). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_include,
    S_whitespace,
    S_inline_whitespace,
    S_statements,
    S_scope,
    S_bracket_scope,
    S_parens_scope,
};

static const char kw_builtin_functions[][34] = {
    "Phi", "Phi_approx", "abs", "acos", "acosh", "add_diag",
    "algebra_solver", "algebra_solver_newton", "append_array", "append_col", "append_row", "arg",
    "asin", "asinh", "atan", "atan2", "atanh", "bessel_first_kind",
    "bessel_second_kind", "beta", "binary_log_loss", "binomial_coefficient_log", "block", "cbrt",
    "ceil", "chol2inv", "cholseky_decompose", "choose", "col", "cols",
    "columns_dot_product", "columns_dot_self", "conj", "cos", "cosh", "cov_exp_quad",
    "crossprod", "csr_extract_u", "csr_extract_v", "csr_extract_w", "csr_matrix_times_vector", "csr_to_dense_matrix",
    "cumulative_sum", "determinant", "diag_matrix", "diag_post_multiply", "diag_pre_multiply", "diagonal",
    "digamma", "dims", "distance", "dot_product", "dot_self", "eigenvalues_sym",
    "eigenvectors_sym", "erf", "erfc", "exp", "exp2", "expm1",
    "fabs", "falling_factorial", "fdim", "floor", "fma", "fmax",
    "fmin", "fmod", "gamma_p", "gamma_q", "generalized_inverse", "get_imag",
    "get_lp", "get_real", "head", "hmm_hidden_state_prob", "hmm_latent_rng", "hmm_marginal",
    "hypot", "identity_matrix", "inc_beta", "int_step", "integrate_1d", "integrate_ode",
    "integrate_ode_adams", "integrate_ode_bdf", "integrate_ode_rk45", "inv", "inv_Phi", "inv_cloglog",
    "inv_logit", "inv_sqrt", "inv_square", "inverse", "inverse_spd", "is_inf",
    "is_nan", "lambert_w0", "lambert_wm1", "lbeta", "lchoose", "ldexp",
    "lgamma", "linspaced_array", "linspaced_int_array", "linspaced_row_vector", "linspaced_vector", "lmgamma",
    "lmultiply", "log", "log10", "log1m", "log1m_exp", "log1m_inv_logit",
    "log1p", "log1p_exp", "log2", "log_determinant", "log_diff_exp", "log_falling_factorial",
    "log_inv_logit", "log_inv_logit_diff", "log_mix", "log_modified_bessel_first_kind", "log_rising_factorial", "log_softmax",
    "log_sum_exp", "logit", "map_rect", "matrix_exp", "matrix_exp_multiply", "matrix_power",
    "max", "mdivide_left_spd", "mdivide_left_tri_low", "mdivide_right_spd", "mdivide_right_tri_low", "mean",
    "min", "modified_bessel_first_kind", "modified_bessel_second_kind", "multiply_log", "multiply_lower_tri_self_transpose", "norm",
    "num_elements", "ode_adams", "ode_adams_tol", "ode_adjoint_tol_ctl", "ode_bdf", "ode_bdf_tol",
    "ode_ckrk", "ode_ckrk_tol", "ode_rk45", "ode_rk45_tol", "one_hot_array", "one_hot_int_array",
    "one_hot_row_vector", "one_hot_vector", "ones_array", "ones_int_array", "ones_row_vector", "ones_vector",
    "owens_t", "polar", "pow", "prod", "proj", "qr_Q",
    "qr_R", "qr_thin_Q", "qr_thin_R", "quad_form", "quad_form_diag", "quad_form_sym",
    "quantile", "rank", "reduce_sum", "reduce_sum_static", "rep_array", "rep_matrix",
    "rep_row_vector", "rep_vector", "reverse", "rising_factorial", "round", "row",
    "rows", "rows_dot_product", "rows_dot_self", "scale_matrix_exp_multiply", "sd", "segment",
    "sin", "singular_values", "sinh", "size", "softmax", "sort_asc",
    "sort_desc", "sort_indices_asc", "sort_indices_desc", "sqrt", "square", "squared_distance",
    "step", "sub_col", "sub_row", "sum", "svd_U", "svd_V",
    "symmetrize_from_lower_tri", "tail", "tan", "tanh", "target", "tcrossprod",
    "tgamma", "to_array_1d", "to_array_2d", "to_complex", "to_matrix", "to_row_vector",
    "to_vector", "trace", "trace_gen_quad_form", "trace_quad_form", "trigamma", "trunc",
    "uniform_simplex", "variance", "zeros_array", "zeros_int_array", "zeros_row_vector", "zeros_vector",
};

static const char kw_constants[][18] = {
    "e", "log10", "log2", "machine_precision", "negative_infinity", "not_a_number",
    "pi", "positive_infinity", "sqrt2",
};

static const char kw_distributions[][33] = {
    "bernoulli", "bernoulli_ccdf_log", "bernoulli_cdf_log", "bernoulli_lccdf", "bernoulli_lcdf", "bernoulli_log",
    "bernoulli_logit", "bernoulli_logit_ccdf_log", "bernoulli_logit_cdf_log", "bernoulli_logit_glm", "bernoulli_logit_glm_ccdf_log", "bernoulli_logit_glm_cdf_log",
    "bernoulli_logit_glm_lccdf", "bernoulli_logit_glm_lcdf", "bernoulli_logit_glm_log", "bernoulli_logit_glm_lpdf", "bernoulli_logit_glm_lpmf", "bernoulli_logit_glm_lupmf",
    "bernoulli_logit_glm_rng", "bernoulli_logit_lccdf", "bernoulli_logit_lcdf", "bernoulli_logit_log", "bernoulli_logit_lpdf", "bernoulli_logit_lpmf",
    "bernoulli_logit_lupmf", "bernoulli_logit_rng", "bernoulli_lpdf", "bernoulli_lpmf", "bernoulli_lupmf", "bernoulli_rng",
    "beta", "beta_binomial", "beta_binomial_ccdf_log", "beta_binomial_cdf_log", "beta_binomial_lccdf", "beta_binomial_lcdf",
    "beta_binomial_log", "beta_binomial_lpdf", "beta_binomial_lpmf", "beta_binomial_lupmf", "beta_binomial_rng", "beta_ccdf_log",
    "beta_cdf_log", "beta_lccdf", "beta_lcdf", "beta_log", "beta_lpdf", "beta_lpmf",
    "beta_lupmf", "beta_proportion", "beta_proportion_ccdf_log", "beta_proportion_cdf_log", "beta_proportion_lccdf", "beta_proportion_lcdf",
    "beta_proportion_log", "beta_proportion_lpdf", "beta_proportion_lpmf", "beta_proportion_lupmf", "beta_proportion_rng", "beta_rng",
    "binomial", "binomial_ccdf_log", "binomial_cdf_log", "binomial_lccdf", "binomial_lcdf", "binomial_log",
    "binomial_logit", "binomial_logit_ccdf_log", "binomial_logit_cdf_log", "binomial_logit_lccdf", "binomial_logit_lcdf", "binomial_logit_log",
    "binomial_logit_lpdf", "binomial_logit_lpmf", "binomial_logit_lupmf", "binomial_logit_rng", "binomial_lpdf", "binomial_lpmf",
    "binomial_lupmf", "binomial_rng", "categorical", "categorical_ccdf_log", "categorical_cdf_log", "categorical_lccdf",
    "categorical_lcdf", "categorical_log", "categorical_logit_glm", "categorical_logit_glm_ccdf_log", "categorical_logit_glm_cdf_log", "categorical_logit_glm_lccdf",
    "categorical_logit_glm_lcdf", "categorical_logit_glm_log", "categorical_logit_glm_lpdf", "categorical_logit_glm_lpmf", "categorical_logit_glm_lupmf", "categorical_logit_glm_rng",
    "categorical_lpdf", "categorical_lpmf", "categorical_lupmf", "categorical_rng", "cauchy", "cauchy_ccdf_log",
    "cauchy_cdf_log", "cauchy_lccdf", "cauchy_lcdf", "cauchy_log", "cauchy_lpdf", "cauchy_lpmf",
    "cauchy_lupmf", "cauchy_rng", "chi_square", "chi_square_ccdf_log", "chi_square_cdf_log", "chi_square_lccdf",
    "chi_square_lcdf", "chi_square_log", "chi_square_lpdf", "chi_square_lpmf", "chi_square_lupmf", "chi_square_rng",
    "dirichlet", "dirichlet_ccdf_log", "dirichlet_cdf_log", "dirichlet_lccdf", "dirichlet_lcdf", "dirichlet_log",
    "dirichlet_lpdf", "dirichlet_lpmf", "dirichlet_lupmf", "dirichlet_rng", "discrete_range", "discrete_range_ccdf_log",
    "discrete_range_cdf_log", "discrete_range_lccdf", "discrete_range_lcdf", "discrete_range_log", "discrete_range_lpdf", "discrete_range_lpmf",
    "discrete_range_lupmf", "discrete_range_rng", "double_exponential", "double_exponential_ccdf_log", "double_exponential_cdf_log", "double_exponential_lccdf",
    "double_exponential_lcdf", "double_exponential_log", "double_exponential_lpdf", "double_exponential_lpmf", "double_exponential_lupmf", "double_exponential_rng",
    "exp_mod_normal", "exp_mod_normal_ccdf_log", "exp_mod_normal_cdf_log", "exp_mod_normal_lccdf", "exp_mod_normal_lcdf", "exp_mod_normal_log",
    "exp_mod_normal_lpdf", "exp_mod_normal_lpmf", "exp_mod_normal_lupmf", "exp_mod_normal_rng", "exponential", "exponential_ccdf_log",
    "exponential_cdf_log", "exponential_lccdf", "exponential_lcdf", "exponential_log", "exponential_lpdf", "exponential_lpmf",
    "exponential_lupmf", "exponential_rng", "frechet", "frechet_ccdf_log", "frechet_cdf_log", "frechet_lccdf",
    "frechet_lcdf", "frechet_log", "frechet_lpdf", "frechet_lpmf", "frechet_lupmf", "frechet_rng",
    "gamma", "gamma_ccdf_log", "gamma_cdf_log", "gamma_lccdf", "gamma_lcdf", "gamma_log",
    "gamma_lpdf", "gamma_lpmf", "gamma_lupmf", "gamma_rng", "gaussian_dlm_obs", "gaussian_dlm_obs_ccdf_log",
    "gaussian_dlm_obs_cdf_log", "gaussian_dlm_obs_lccdf", "gaussian_dlm_obs_lcdf", "gaussian_dlm_obs_log", "gaussian_dlm_obs_lpdf", "gaussian_dlm_obs_lpmf",
    "gaussian_dlm_obs_lupmf", "gaussian_dlm_obs_rng", "gumbel", "gumbel_ccdf_log", "gumbel_cdf_log", "gumbel_lccdf",
    "gumbel_lcdf", "gumbel_log", "gumbel_lpdf", "gumbel_lpmf", "gumbel_lupmf", "gumbel_rng",
    "hypergeometric", "hypergeometric_ccdf_log", "hypergeometric_cdf_log", "hypergeometric_lccdf", "hypergeometric_lcdf", "hypergeometric_log",
    "hypergeometric_lpdf", "hypergeometric_lpmf", "hypergeometric_lupmf", "hypergeometric_rng", "inv_chi_square", "inv_chi_square_ccdf_log",
    "inv_chi_square_cdf_log", "inv_chi_square_lccdf", "inv_chi_square_lcdf", "inv_chi_square_log", "inv_chi_square_lpdf", "inv_chi_square_lpmf",
    "inv_chi_square_lupmf", "inv_chi_square_rng", "inv_gamma", "inv_gamma_ccdf_log", "inv_gamma_cdf_log", "inv_gamma_lccdf",
    "inv_gamma_lcdf", "inv_gamma_log", "inv_gamma_lpdf", "inv_gamma_lpmf", "inv_gamma_lupmf", "inv_gamma_rng",
    "inv_wishart", "inv_wishart_ccdf_log", "inv_wishart_cdf_log", "inv_wishart_lccdf", "inv_wishart_lcdf", "inv_wishart_log",
    "inv_wishart_lpdf", "inv_wishart_lpmf", "inv_wishart_lupmf", "inv_wishart_rng", "lkj_corr", "lkj_corr_ccdf_log",
    "lkj_corr_cdf_log", "lkj_corr_cholesky", "lkj_corr_cholesky_ccdf_log", "lkj_corr_cholesky_cdf_log", "lkj_corr_cholesky_lccdf", "lkj_corr_cholesky_lcdf",
    "lkj_corr_cholesky_log", "lkj_corr_cholesky_lpdf", "lkj_corr_cholesky_lpmf", "lkj_corr_cholesky_lupmf", "lkj_corr_cholesky_rng", "lkj_corr_lccdf",
    "lkj_corr_lcdf", "lkj_corr_log", "lkj_corr_lpdf", "lkj_corr_lpmf", "lkj_corr_lupmf", "lkj_corr_rng",
    "logistic", "logistic_ccdf_log", "logistic_cdf_log", "logistic_lccdf", "logistic_lcdf", "logistic_log",
    "logistic_lpdf", "logistic_lpmf", "logistic_lupmf", "logistic_rng", "lognormal", "lognormal_ccdf_log",
    "lognormal_cdf_log", "lognormal_lccdf", "lognormal_lcdf", "lognormal_log", "lognormal_lpdf", "lognormal_lpmf",
    "lognormal_lupmf", "lognormal_rng", "multi_gp", "multi_gp_ccdf_log", "multi_gp_cdf_log", "multi_gp_cholesky",
    "multi_gp_cholesky_ccdf_log", "multi_gp_cholesky_cdf_log", "multi_gp_cholesky_lccdf", "multi_gp_cholesky_lcdf", "multi_gp_cholesky_log", "multi_gp_cholesky_lpdf",
    "multi_gp_cholesky_lpmf", "multi_gp_cholesky_lupmf", "multi_gp_cholesky_rng", "multi_gp_lccdf", "multi_gp_lcdf", "multi_gp_log",
    "multi_gp_lpdf", "multi_gp_lpmf", "multi_gp_lupmf", "multi_gp_rng", "multi_normal", "multi_normal_ccdf_log",
    "multi_normal_cdf_log", "multi_normal_cholesky", "multi_normal_cholesky_ccdf_log", "multi_normal_cholesky_cdf_log", "multi_normal_cholesky_lccdf", "multi_normal_cholesky_lcdf",
    "multi_normal_cholesky_log", "multi_normal_cholesky_lpdf", "multi_normal_cholesky_lpmf", "multi_normal_cholesky_lupmf", "multi_normal_cholesky_rng", "multi_normal_lccdf",
    "multi_normal_lcdf", "multi_normal_log", "multi_normal_lpdf", "multi_normal_lpmf", "multi_normal_lupmf", "multi_normal_prec",
    "multi_normal_prec_ccdf_log", "multi_normal_prec_cdf_log", "multi_normal_prec_lccdf", "multi_normal_prec_lcdf", "multi_normal_prec_log", "multi_normal_prec_lpdf",
    "multi_normal_prec_lpmf", "multi_normal_prec_lupmf", "multi_normal_prec_rng", "multi_normal_rng", "multi_student_t", "multi_student_t_ccdf_log",
    "multi_student_t_cdf_log", "multi_student_t_lccdf", "multi_student_t_lcdf", "multi_student_t_log", "multi_student_t_lpdf", "multi_student_t_lpmf",
    "multi_student_t_lupmf", "multi_student_t_rng", "multinomial", "multinomial_ccdf_log", "multinomial_cdf_log", "multinomial_lccdf",
    "multinomial_lcdf", "multinomial_log", "multinomial_logit", "multinomial_logit_ccdf_log", "multinomial_logit_cdf_log", "multinomial_logit_lccdf",
    "multinomial_logit_lcdf", "multinomial_logit_log", "multinomial_logit_lpdf", "multinomial_logit_lpmf", "multinomial_logit_lupmf", "multinomial_logit_rng",
    "multinomial_lpdf", "multinomial_lpmf", "multinomial_lupmf", "multinomial_rng", "neg_binomial", "neg_binomial_2",
    "neg_binomial_2_ccdf_log", "neg_binomial_2_cdf_log", "neg_binomial_2_lccdf", "neg_binomial_2_lcdf", "neg_binomial_2_log", "neg_binomial_2_log_ccdf_log",
    "neg_binomial_2_log_cdf_log", "neg_binomial_2_log_glm", "neg_binomial_2_log_glm_ccdf_log", "neg_binomial_2_log_glm_cdf_log", "neg_binomial_2_log_glm_lccdf", "neg_binomial_2_log_glm_lcdf",
    "neg_binomial_2_log_glm_log", "neg_binomial_2_log_glm_lpdf", "neg_binomial_2_log_glm_lpmf", "neg_binomial_2_log_glm_lupmf", "neg_binomial_2_log_glm_rng", "neg_binomial_2_log_lccdf",
    "neg_binomial_2_log_lcdf", "neg_binomial_2_log_log", "neg_binomial_2_log_lpdf", "neg_binomial_2_log_lpmf", "neg_binomial_2_log_lupmf", "neg_binomial_2_log_rng",
    "neg_binomial_2_lpdf", "neg_binomial_2_lpmf", "neg_binomial_2_lupmf", "neg_binomial_2_rng", "neg_binomial_ccdf_log", "neg_binomial_cdf_log",
    "neg_binomial_lccdf", "neg_binomial_lcdf", "neg_binomial_log", "neg_binomial_lpdf", "neg_binomial_lpmf", "neg_binomial_lupmf",
    "neg_binomial_rng", "normal", "normal_ccdf_log", "normal_cdf_log", "normal_id_glm", "normal_id_glm_ccdf_log",
    "normal_id_glm_cdf_log", "normal_id_glm_lccdf", "normal_id_glm_lcdf", "normal_id_glm_log", "normal_id_glm_lpdf", "normal_id_glm_lpmf",
    "normal_id_glm_lupmf", "normal_id_glm_rng", "normal_lccdf", "normal_lcdf", "normal_log", "normal_lpdf",
    "normal_lpmf", "normal_lupmf", "normal_rng", "ordered_logistic", "ordered_logistic_ccdf_log", "ordered_logistic_cdf_log",
    "ordered_logistic_glm", "ordered_logistic_glm_ccdf_log", "ordered_logistic_glm_cdf_log", "ordered_logistic_glm_lccdf", "ordered_logistic_glm_lcdf", "ordered_logistic_glm_log",
    "ordered_logistic_glm_lpdf", "ordered_logistic_glm_lpmf", "ordered_logistic_glm_lupmf", "ordered_logistic_glm_rng", "ordered_logistic_lccdf", "ordered_logistic_lcdf",
    "ordered_logistic_log", "ordered_logistic_lpdf", "ordered_logistic_lpmf", "ordered_logistic_lupmf", "ordered_logistic_rng", "ordered_probit",
    "ordered_probit_ccdf_log", "ordered_probit_cdf_log", "ordered_probit_lccdf", "ordered_probit_lcdf", "ordered_probit_log", "ordered_probit_lpdf",
    "ordered_probit_lpmf", "ordered_probit_lupmf", "ordered_probit_rng", "pareto", "pareto_ccdf_log", "pareto_cdf_log",
    "pareto_lccdf", "pareto_lcdf", "pareto_log", "pareto_lpdf", "pareto_lpmf", "pareto_lupmf",
    "pareto_rng", "pareto_type_2", "pareto_type_2_ccdf_log", "pareto_type_2_cdf_log", "pareto_type_2_lccdf", "pareto_type_2_lcdf",
    "pareto_type_2_log", "pareto_type_2_lpdf", "pareto_type_2_lpmf", "pareto_type_2_lupmf", "pareto_type_2_rng", "poisson",
    "poisson_ccdf_log", "poisson_cdf_log", "poisson_lccdf", "poisson_lcdf", "poisson_log", "poisson_log_ccdf_log",
    "poisson_log_cdf_log", "poisson_log_glm", "poisson_log_glm_ccdf_log", "poisson_log_glm_cdf_log", "poisson_log_glm_lccdf", "poisson_log_glm_lcdf",
    "poisson_log_glm_log", "poisson_log_glm_lpdf", "poisson_log_glm_lpmf", "poisson_log_glm_lupmf", "poisson_log_glm_rng", "poisson_log_lccdf",
    "poisson_log_lcdf", "poisson_log_log", "poisson_log_lpdf", "poisson_log_lpmf", "poisson_log_lupmf", "poisson_log_rng",
    "poisson_lpdf", "poisson_lpmf", "poisson_lupmf", "poisson_rng", "rayleigh", "rayleigh_ccdf_log",
    "rayleigh_cdf_log", "rayleigh_lccdf", "rayleigh_lcdf", "rayleigh_log", "rayleigh_lpdf", "rayleigh_lpmf",
    "rayleigh_lupmf", "rayleigh_rng", "scaled_inv_chi_square", "scaled_inv_chi_square_ccdf_log", "scaled_inv_chi_square_cdf_log", "scaled_inv_chi_square_lccdf",
    "scaled_inv_chi_square_lcdf", "scaled_inv_chi_square_log", "scaled_inv_chi_square_lpdf", "scaled_inv_chi_square_lpmf", "scaled_inv_chi_square_lupmf", "scaled_inv_chi_square_rng",
    "skew_double_exponential", "skew_double_exponential_ccdf_log", "skew_double_exponential_cdf_log", "skew_double_exponential_lccdf", "skew_double_exponential_lcdf", "skew_double_exponential_log",
    "skew_double_exponential_lpdf", "skew_double_exponential_lpmf", "skew_double_exponential_lupmf", "skew_double_exponential_rng", "skew_normal", "skew_normal_ccdf_log",
    "skew_normal_cdf_log", "skew_normal_lccdf", "skew_normal_lcdf", "skew_normal_log", "skew_normal_lpdf", "skew_normal_lpmf",
    "skew_normal_lupmf", "skew_normal_rng", "std_normal", "std_normal_ccdf_log", "std_normal_cdf_log", "std_normal_lccdf",
    "std_normal_lcdf", "std_normal_log", "std_normal_lpdf", "std_normal_lpmf", "std_normal_lupmf", "std_normal_rng",
    "student_t", "student_t_ccdf_log", "student_t_cdf_log", "student_t_lccdf", "student_t_lcdf", "student_t_log",
    "student_t_lpdf", "student_t_lpmf", "student_t_lupmf", "student_t_rng", "uniform", "uniform_ccdf_log",
    "uniform_cdf_log", "uniform_lccdf", "uniform_lcdf", "uniform_log", "uniform_lpdf", "uniform_lpmf",
    "uniform_lupmf", "uniform_rng", "von_mises", "von_mises_ccdf_log", "von_mises_cdf_log", "von_mises_lccdf",
    "von_mises_lcdf", "von_mises_log", "von_mises_lpdf", "von_mises_lpmf", "von_mises_lupmf", "von_mises_rng",
    "weibull", "weibull_ccdf_log", "weibull_cdf_log", "weibull_lccdf", "weibull_lcdf", "weibull_log",
    "weibull_lpdf", "weibull_lpmf", "weibull_lupmf", "weibull_rng", "wiener", "wiener_ccdf_log",
    "wiener_cdf_log", "wiener_lccdf", "wiener_lcdf", "wiener_log", "wiener_lpdf", "wiener_lpmf",
    "wiener_lupmf", "wiener_rng", "wishart", "wishart_ccdf_log", "wishart_cdf_log", "wishart_lccdf",
    "wishart_lcdf", "wishart_log", "wishart_lpdf", "wishart_lpmf", "wishart_lupmf", "wishart_rng",
};

static const char kw_keywords[][9] = {
    "break", "continue", "else", "for", "if", "print",
    "reject", "return", "while",
};

static const char kw_reserved[][17] = {
    "STAN_MAJOR", "STAN_MATH_MAJOR", "STAN_MATH_MINOR", "STAN_MATH_PATCH", "STAN_MINOR", "STAN_PATCH",
    "alignas", "alignof", "and", "and_eq", "asm", "auto",
    "bitand", "bitor", "bool", "break", "case", "catch",
    "char", "char16_t", "char32_t", "class", "compl", "const",
    "const_cast", "constexpr", "continue", "data", "decltype", "default",
    "delete", "do", "double", "dynamic_cast", "else", "enum",
    "explicit", "export", "extern", "false", "float", "for",
    "friend", "functions", "fvar", "generated", "goto", "if",
    "in", "inline", "int", "long", "model", "mutable",
    "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
    "operator", "or", "or_eq", "parameters", "private", "protected",
    "public", "quantities", "register", "reinterpret_cast", "repeat", "return",
    "short", "signed", "sizeof", "static", "static_assert", "static_cast",
    "struct", "switch", "target", "template", "then", "this",
    "thread_local", "throw", "transformed", "true", "try", "typedef",
    "typeid", "typename", "union", "unsigned", "until", "using",
    "var", "virtual", "void", "volatile", "wchar_t", "while",
    "xor", "xor_eq",
};

static const char kw_types[][21] = {
    "array", "cholesky_factor_corr", "cholesky_factor_cov", "complex", "corr_matrix", "cov_matrix",
    "data", "int", "matrix", "ordered", "positive_ordered", "real",
    "row_vector", "simplex", "unit_vector", "vector", "void",
};

/* stan.rb:360
 *         rule %r((\s+)(\S+)(\s*)) do |m|
 *           token Text, m[1]
 *           token Comment::PreprocFile, m[2]
 *           token Text, m[3]
 *           pop!
 *         end
 */
static void cb_include_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Text, g0p, g0n);
    hl_token(lx, T_Comment_PreprocFile, g1p, g1n);
    hl_token(lx, T_Text, g2p, g2n);
    hl_pop(lx, 1);
}

/* stan.rb:400
 *         rule ID do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.types.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           else
 *             token Name::Variable
 *           end
 *         end
 */
static void cb_statements_12(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    }
}

/* stan.rb:417
 *         rule %r(
 *           (#{RT})         # Return type
 *           (#{ID})         # Function name
 *           (?=\([^;]*?\))  # Signature or arguments
 *         )mx do |m|
 *           recurse m[1]
 * 
 *           name = m[2]
 *           if self.class.builtin_functions.include? name
 *             token Name::Builtin, name
 *           elsif self.class.distributions.include? name
 *             token Name::Builtin, name
 *           elsif self.class.constants.include? name
 *             token Keyword::Constant
 *           else
 *             token Name::Function, name
 *           end
 *         end
 */
static void cb_scope_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_recurse(lx, g0p, g0n);
    if (HL_IN(kw_builtin_functions, g1p, g1n)) {
        hl_token(lx, T_Name_Builtin, g1p, g1n);
    } else if (HL_IN(kw_distributions, g1p, g1n)) {
        hl_token(lx, T_Name_Builtin, g1p, g1n);
    } else if (HL_IN(kw_constants, g1p, g1n)) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Function, g1p, g1n);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "#include", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_include},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Generic_Deleted}},
    {.re = "\n          functions\n          |(?:transformed[\\t\\n\\x0b\\f\\r\\x20]+)?data\n          |(?:transformed[\\t\\n\\x0b\\f\\r\\x20]+)?parameters\n          |model\n          |generated[\\t\\n\\x0b\\f\\r\\x20]+quantities\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_bracket_scope},
    HL_MIXIN(S_scope),
    HL_END,
};

static const hl_rule r_include[] = {
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20]+)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .cb = cb_include_0},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_statements[] = {
    HL_MIXIN(S_whitespace),
    {.re = "#include", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_include},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Generic_Deleted}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\n          (\n            (([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+|[0-9]*[.][0-9]+|[0-9]+) \n            ((?-six:(?:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*].*?[*]\\/)+))[+-]((?-six:(?:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*].*?[*]\\/)+))\n            (([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+|[0-9]*[.][0-9]+|[0-9]+)i\n          )\n          |(([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+|[0-9]*[.][0-9]+|[0-9]+)i\n          |(([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+|[0-9]*[.][0-9]+) \n        ", .opts = HL_X | HL_M, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "=|<|<=|>|>=|==|!=|!|&&|\\|\\||\\+|-|\\*|/|\\^|'|\\.\\+|\\.-|\\.\\*|\\./|\\.\\^|\\\\|\\+=|-=|\\*=|/=|\\.\\*=|\\./=|~|\\?|:", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\],.;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[|](?![|])", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "T\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(lower|upper)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_12},
    HL_END,
};

static const hl_rule r_scope[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\n          ((?-six:(?:(?:[a-z_][\\t\\n\\x0b\\f\\r\\x20]*(?:\\[[0-9, ]\\])?)[\\t\\n\\x0b\\f\\r\\x20]+)*))         # Return type\n          ((?-six:[a-zA-Z_][a-zA-Z0-9_]*))         # Function name\n          (?=\\([^;]*?\\))  # Signature or arguments\n        ", .opts = HL_X | HL_M, .cb = cb_scope_1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_bracket_scope},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_parens_scope},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_bracket_scope[] = {
    HL_MIXIN(S_scope),
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_parens_scope[] = {
    HL_MIXIN(S_scope),
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"include", r_include},
    {"whitespace", r_whitespace},
    {"inline_whitespace", r_inline_whitespace},
    {"statements", r_statements},
    {"scope", r_scope},
    {"bracket_scope", r_bracket_scope},
    {"parens_scope", r_parens_scope},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_stan = {
    .tag = "stan",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
