from django.contrib.auth import authenticate
from django.shortcuts import get_object_or_404
from rest_framework import generics, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.tokens import RefreshToken

from .models import Bill, Role, User
from .serializers import ApproveSerializer, BillSerializer, RejectSerializer, RoleSerializer, UserSerializer


class AdminLoginView(APIView):
    """POST user/admin/login/ {email, password}: simplejwt's pair for a staff account, and a message."""

    authentication_classes = []
    permission_classes = [AllowAny]

    def post(self, request):
        email = request.data.get("email", "")
        password = request.data.get("password", "")
        user = authenticate(request, email=email, password=password)
        if user is None:
            return Response({"message": "Invalid email or password."}, status=status.HTTP_401_UNAUTHORIZED)
        if not user.is_staff:
            return Response({"message": "This account is not an administrator."}, status=status.HTTP_403_FORBIDDEN)
        refresh = RefreshToken.for_user(user)
        return Response({"access": str(refresh.access_token), "refresh": str(refresh), "message": "Welcome!"})


class UserRetrieveView(generics.RetrieveAPIView):
    queryset = User.objects.all()
    serializer_class = UserSerializer


class RoleListView(generics.ListAPIView):
    queryset = Role.objects.order_by("id")
    serializer_class = RoleSerializer


class ApproveRequestsView(generics.ListAPIView):
    queryset = Bill.objects.filter(status="pending").order_by("-date_added", "-id")
    serializer_class = BillSerializer


class BillRetrieveView(generics.RetrieveAPIView):
    queryset = Bill.objects.all()
    serializer_class = BillSerializer


class BillDecisionView(APIView):
    serializer_class = None
    decision = None

    def patch(self, request, pk):
        bill = get_object_or_404(Bill, pk=pk)
        if bill.status != "pending":
            return Response({"message": "This bill has already been decided."}, status=status.HTTP_400_BAD_REQUEST)
        payload = self.serializer_class(data=request.data)
        payload.is_valid(raise_exception=True)
        for field, value in payload.validated_data.items():
            setattr(bill, field, value)
        bill.status = self.decision
        bill.save()
        data = BillSerializer(bill, context={"request": request}).data
        return Response({"message": f"Bill {self.decision} successfully.", **data})


class BillApproveView(BillDecisionView):
    serializer_class = ApproveSerializer
    decision = "approved"


class BillRejectView(BillDecisionView):
    serializer_class = RejectSerializer
    decision = "rejected"
