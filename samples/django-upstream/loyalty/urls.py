from django.urls import path
from rest_framework_simplejwt.views import TokenRefreshView

from . import views

urlpatterns = [
    path("user/admin/login/", views.AdminLoginView.as_view()),
    path("user/token/refresh/", TokenRefreshView.as_view()),
    path("user/retrieve/<int:pk>/", views.UserRetrieveView.as_view()),
    path("main/role/list/", views.RoleListView.as_view()),
    path("bill/approve-requests/", views.ApproveRequestsView.as_view()),
    path("bill/retrieve/<int:pk>/", views.BillRetrieveView.as_view()),
    path("bill/approve/<int:pk>/", views.BillApproveView.as_view()),
    path("bill/reject/<int:pk>/", views.BillRejectView.as_view()),
]
